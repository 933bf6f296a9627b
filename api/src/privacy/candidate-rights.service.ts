import {
  agentMessagesAboutVisits,
  CandidateEntity,
  exportCandidates,
  exportVisits,
  FILE_STORAGE,
  interestOfVisits,
  phonesOfVisits,
  smsOfPhones,
  visitIdsOf,
  vouchersOfVisits,
  type FileStorage,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import { agencyScope } from '../common/tenancy';
import { isMasquerading, type Actor } from '../common/actor';
import { AuditService } from '../identity/masquerade/audit.service';
import { deleteErasedFiles, erasePerson } from '../visitor/my-data.erasure';

export type CandidateDataExport = Awaited<ReturnType<CandidateRightsService['export']>>;

/**
 * The agency answers a person's request itself (GDPR art. 15 and 17): an admin exports or anonymises one
 * candidate from the back office, each time written to the audit log.
 */
@Injectable()
export class CandidateRightsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  private async candidate(actor: Actor, id: string): Promise<CandidateEntity> {
    const candidate = await this.dataSource.manager.findOneBy(CandidateEntity, { id, ...agencyScope(actor) });
    if (!candidate || candidate.anonymisedAt) throw notFound('Candidate');
    return candidate;
  }

  async export(actor: Actor, id: string) {
    const candidate = await this.candidate(actor, id);
    const manager = this.dataSource.manager;
    const visitIds = await visitIdsOf(manager, [id]);
    const result = {
      exportedAt: new Date().toISOString(),
      candidate: (await exportCandidates(manager, [id]))[0],
      visits: await exportVisits(manager, [id]),
      interest: await interestOfVisits(manager, visitIds),
      vouchers: (await vouchersOfVisits(manager, visitIds)).map(({ storageKey: _key, ...voucher }) => voucher),
      messages: await agentMessagesAboutVisits(manager, visitIds, []),
      ...(await smsOfPhones(manager, await phonesOfVisits(manager, visitIds))),
    };
    await this.audit.record(manager, actor, 'candidate.exported', candidate.agencyId, { candidateId: id });
    return result;
  }

  async anonymise(actor: Actor, id: string): Promise<void> {
    if (isMasquerading(actor) || actor.authType !== 'realtor') {
      throw new ApiError(403, 'FORBIDDEN', "Only the agency's own administrator anonymises a candidate");
    }
    const candidate = await this.candidate(actor, id);
    const files = await this.dataSource.transaction(async (manager) => {
      const erased = await erasePerson(manager, [id], null);
      await this.audit.record(manager, actor, 'candidate.anonymised', candidate.agencyId, { candidateId: id });
      return erased;
    });
    await deleteErasedFiles(this.storage, files);
  }
}
