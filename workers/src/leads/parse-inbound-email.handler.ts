import type { JobPayloads } from '@creneau/contracts';
import { inboundEmailToParse, recordInboundOutcome } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { RealtimePublisher } from '../infrastructure/realtime.publisher';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { LeadIntake } from './lead-intake';

/**
 * Reads a stored inbound message (issue 22): its candidate, its booking link and its parse result are
 * written in one transaction; then the agency sees the lead live. A message read already is skipped,
 * so a retried job does not add the request twice; a person's re-parse sets it back to `received`.
 */
@Injectable()
@HandlesJob('ParseInboundEmail')
export class ParseInboundEmailHandler implements JobHandler<'ParseInboundEmail'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly intake: LeadIntake,
    private readonly realtime: RealtimePublisher,
    @InjectPinoLogger('leads') private readonly logger: PinoLogger,
  ) {}

  async handle({ inboundEmailId }: JobPayloads['ParseInboundEmail']): Promise<void> {
    const read = await this.dataSource.transaction(async (manager) => {
      const email = await inboundEmailToParse(manager, inboundEmailId);
      if (!email || email.status !== 'received') return null;
      const { outcome, notice } = await this.intake.read(manager, email);
      await recordInboundOutcome(manager, email.id, outcome);
      return { agencyId: email.agencyId, outcome, notice };
    });
    if (!read) return;
    const { outcome } = read;
    this.logger.info(
      {
        inboundEmailId,
        status: outcome.status,
        portal: outcome.portal,
        problem: outcome.problem,
        linkSent: outcome.linkSent,
      },
      'inbound e-mail read',
    );
    // A robot's message is nobody's work: only leads and messages a person must read are shown live.
    if (outcome.status !== 'ignored') await this.realtime.notifyAgency(read.agencyId, 'lead.received', read.notice);
  }
}
