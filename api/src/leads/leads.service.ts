import type {
  InboundAddressesView,
  InboundAddressView,
  InboundEmailDetail,
  InboundEmailListItem,
} from '@creneau/contracts';
import {
  ensureInboundAddresses,
  inboundAddresses,
  inboundEmailRaw,
  InboundEmailEntity,
  requestReparse,
  type InboundAddressRow,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Actor } from '../common/actor';
import { notFound } from '../common/api-error';
import type { ListQuery } from '../common/simple-rest/list-query';
import { applyListQuery } from '../common/simple-rest/list-query-builder';
import { agencyScope } from '../common/tenancy';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { INBOUND_EMAILS_LIST } from './inbound-emails-list';
import { toInboundEmailDetail, toInboundEmailListItem } from './inbound-email-view';

@Injectable()
export class LeadsService {
  constructor(
    @InjectRepository(InboundEmailEntity) private readonly emails: Repository<InboundEmailEntity>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Made on first view (addresses are given once and kept): an agent sees theirs and the agency's. */
  async addresses(actor: Actor): Promise<InboundAddressesView> {
    const { agencyId } = agencyScope(actor);
    if (!agencyId) throw notFound('Agency');
    const manager = this.emails.manager;
    await ensureInboundAddresses(manager, agencyId);
    const rows = await inboundAddresses(manager, agencyId);
    const view = (row: InboundAddressRow): InboundAddressView => ({
      address: `${row.localPart}@${this.config.LEADS_DOMAIN}`,
      userId: row.userId,
      name: row.name,
    });
    const agency = rows.find((row) => row.userId === null)!;
    const mine = rows.find((row) => row.userId === actor.userId);
    const agents = actor.role === 'agency_admin' ? rows.filter((row) => row.userId !== null) : [];
    return {
      domain: this.config.LEADS_DOMAIN,
      mine: mine ? view(mine) : null,
      agency: view(agency),
      agents: agents.map(view),
    };
  }

  async list(actor: Actor, list: ListQuery): Promise<{ rows: InboundEmailListItem[]; total: number }> {
    const qb = this.emails.createQueryBuilder('e');
    const scope = agencyScope(actor);
    if ('agencyId' in scope) qb.andWhere('e.agency_id = :scopeAgency', { scopeAgency: scope.agencyId });
    applyListQuery(qb, list, INBOUND_EMAILS_LIST);
    const [rows, total] = await qb.getManyAndCount();
    return { rows: rows.map(toInboundEmailListItem), total };
  }

  async get(actor: Actor, id: string): Promise<InboundEmailDetail> {
    const scope = agencyScope(actor);
    const row = await this.emails.findOneBy({ id, ...scope });
    if (!row) throw notFound('Inbound e-mail');
    return toInboundEmailDetail(row, await inboundEmailRaw(this.emails.manager, id, row.agencyId));
  }

  /** Sets the message back to received and publishes its event again, in one transaction: the job reads it anew. */
  async reparse(actor: Actor, id: string): Promise<InboundEmailDetail> {
    const scope = agencyScope(actor);
    const row = await this.emails.findOneBy({ id, ...scope });
    if (!row) throw notFound('Inbound e-mail');
    await this.emails.manager.transaction((manager) => requestReparse(manager, id, row.agencyId));
    return this.get(actor, id);
  }
}
