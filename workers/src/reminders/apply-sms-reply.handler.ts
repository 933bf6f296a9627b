import type { JobPayloads } from '@creneau/contracts';
import { cancelVisit, confirmVisit, lockVisit, queueSms, translator } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { visitWhen } from '../visits/visit-when.util';
import { readSmsReply } from './sms-reply';
import { loadVisitContext } from './visit-context';

/**
 * An answer to a request to confirm: applies to the latest visit of that number still ahead. The
 * acknowledgement's claim key (one per inbound SMS) is taken first, so a replayed job changes nothing.
 */
@Injectable()
@HandlesJob('ApplySmsReply')
export class ApplySmsReplyHandler implements JobHandler<'ApplySmsReply'> {
  constructor(
    private readonly dataSource: DataSource,
    @InjectPinoLogger('sms-reply') private readonly logger: PinoLogger,
  ) {}

  async handle({ inboundSmsId }: JobPayloads['ApplySmsReply']): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [inbound] = await manager.query<{ from: string; body: string }[]>(
        `SELECT from_number AS from, body FROM inbound_sms WHERE id = $1 AND kind = 'reply'`,
        [inboundSmsId],
      );
      if (!inbound) return;
      const [target] = await manager.query<{ visitId: string }[]>(
        `SELECT m.visit_id AS "visitId" FROM messages m JOIN visits v ON v.id = m.visit_id
          WHERE m.channel = 'sms' AND m.recipient = $1 AND m.purpose = 'visit_confirmation_request'
            AND v.status IN ('booked', 'confirmed') AND v.starts_at > now()
          ORDER BY m.created_at DESC LIMIT 1`,
        [inbound.from],
      );
      if (!target) {
        this.logger.info({ inboundSmsId }, 'SMS reply matches no upcoming visit; ignored');
        return;
      }
      const visit = await loadVisitContext(manager, target.visitId);
      if (!visit) return;
      const intent = readSmsReply(inbound.body);
      const t = await translator(visit.candidate.language);
      const key = intent === 'confirm' ? 'confirmed' : intent === 'cancel' ? 'cancelled' : 'unknown';
      const acknowledged = await queueSms(manager, {
        purpose: 'sms_reply',
        to: inbound.from,
        language: visit.candidate.language,
        text: t(`visit.smsReply.${key}`, {
          agency: visit.agency.name,
          when: visitWhen(visit.startsAt, visit.agency.timeZone, visit.candidate.language),
        }),
        agencyId: visit.agency.id,
        visitId: visit.id,
        claimKey: `sms-reply:${inboundSmsId}`,
      });
      if (!acknowledged || !intent) return;
      const locked = await lockVisit(manager, visit.id);
      if (!locked) return;
      if (intent === 'confirm') {
        await confirmVisit(manager, locked);
        return;
      }
      // The reason is for the agent: their alert and their agenda show it, in their language.
      const forAgent = await translator(visit.agent.language);
      await cancelVisit(manager, locked, 'candidate', forAgent('visit.smsReply.cancelledWhy'));
    });
  }
}
