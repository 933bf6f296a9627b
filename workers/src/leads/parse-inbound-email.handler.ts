import type { JobPayloads } from '@creneau/contracts';
import { GroupedCalls, inboundEmailsToParse } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { RealtimePublisher } from '../infrastructure/realtime.publisher';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { LocalRelay } from '../outbox/local-relay';
import { LeadIntake } from './lead-intake';

/**
 * Reads a stored inbound message (issue 22): its candidate, its booking link and its parse result are
 * written in one statement (LeadIntake); then the agency sees the lead live. A message read already is
 * skipped, so a retried job does not add the request twice; a person's re-parse sets it back to
 * `received`.
 */
@Injectable()
@HandlesJob('ParseInboundEmail')
export class ParseInboundEmailHandler implements JobHandler<'ParseInboundEmail'> {
  // The messages of the jobs started together are read in one statement (see GroupedCalls).
  private readonly reads = new GroupedCalls((ids: string[]) => inboundEmailsToParse(this.dataSource, ids));

  constructor(
    private readonly dataSource: DataSource,
    private readonly intake: LeadIntake,
    private readonly realtime: RealtimePublisher,
    private readonly relay: LocalRelay,
    @InjectPinoLogger('leads') private readonly logger: PinoLogger,
  ) {}

  async handle({ inboundEmailId }: JobPayloads['ParseInboundEmail']): Promise<void> {
    const email = await this.reads.call(inboundEmailId);
    if (!email || email.status !== 'received') return;
    const quiet = this.relay.running;
    const read = await this.intake.read(email, quiet);
    if (!read) return;
    const { outcome, notice } = read;
    // The booking link's messages were queued without a NOTIFY: this process's relay sends them on.
    if (quiet && outcome.linkSent) this.relay.wake();
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
    if (outcome.status !== 'ignored') await this.realtime.notifyAgency(email.agencyId, 'lead.received', notice);
  }
}
