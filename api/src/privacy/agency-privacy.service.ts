import type { AgencyPrivacy, AgencyPrivacyUpdate, RecordsOfProcessing } from '@creneau/contracts';
import { acceptDpa, readAgencyPrivacy, saveAgencyPrivacy } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import { agencyScope } from '../common/tenancy';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { isMasquerading, type Actor } from '../common/actor';
import { AuditService } from '../identity/masquerade/audit.service';
import { legalNotice } from '../legal/legal-notice';
import { agencyExportJson } from './agency-export.stream';
import { recordsOfProcessing } from './records-of-processing';

/** The agency's duties as controller, kept with the operator: DPA acceptance, breach contact, retention, registers. */
@Injectable()
export class AgencyPrivacyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** 404 for another agency's id (or one that does not exist), as every tenant lookup answers. */
  private async agency(actor: Actor, id: string): Promise<{ name: string; address: string }> {
    const scope = agencyScope(actor);
    if ('agencyId' in scope && scope.agencyId !== id) throw notFound('Agency');
    const [row] = await this.dataSource.query<{ name: string; address: string }[]>(
      `SELECT name, concat_ws(', ', street, concat_ws(' ', postal_code, city), country) AS address
         FROM agencies WHERE id = $1`,
      [id],
    );
    if (!row) throw notFound('Agency');
    return row;
  }

  async read(actor: Actor, id: string): Promise<AgencyPrivacy> {
    await this.agency(actor, id);
    return readAgencyPrivacy(this.dataSource, id);
  }

  async update(actor: Actor, id: string, update: AgencyPrivacyUpdate): Promise<AgencyPrivacy> {
    await this.agency(actor, id);
    return this.dataSource.transaction(async (manager) => {
      const saved = await saveAgencyPrivacy(manager, id, update);
      await this.audit.record(manager, actor, 'privacy.settings_changed', id, { ...update });
      return saved;
    });
  }

  /** Only the agency's own admin binds it: not ops, not ops acting as the admin. */
  async acceptDpa(actor: Actor, id: string): Promise<AgencyPrivacy> {
    if (isMasquerading(actor) || actor.authType !== 'realtor') {
      throw new ApiError(403, 'FORBIDDEN', "Only the agency's own administrator accepts the DPA");
    }
    await this.agency(actor, id);
    return this.dataSource.transaction(async (manager) => {
      const accepted = await acceptDpa(manager, id, actor.userId);
      await this.audit.record(manager, actor, 'dpa.accepted', id, { version: accepted.dpa?.version });
      return accepted;
    });
  }

  async records(actor: Actor, id: string): Promise<RecordsOfProcessing> {
    const agency = await this.agency(actor, id);
    return recordsOfProcessing(agency, await readAgencyPrivacy(this.dataSource, id), legalNotice(this.config));
  }

  /**
   * Everything the agency's data amounts to, for the end of its contract, as JSON text written while it is
   * read. The export is audited when it starts: a reader who stops halfway has still been given data.
   */
  async exportAll(actor: Actor, id: string): Promise<AsyncGenerator<string>> {
    await this.agency(actor, id);
    await this.audit.record(this.dataSource.manager, actor, 'agency.exported', id, {});
    return agencyExportJson(this.dataSource.manager, id);
  }
}
