import type { JobPayloads } from '@creneau/contracts';
import {
  cancelVisit,
  confirmVisit,
  lockVisit,
  queueSms,
  restoreCancelledVisit,
  translator,
  visitAnsweredBySms,
  visitJustCancelledBySms,
} from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource, type EntityManager } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { classifySmsReply } from './sms-reply';
import { shortLinkFor } from './short-link';
import { loadVisitContext } from './visit-context';
import { fitSms } from '../notifications/fit-sms';
import { VisitMessenger } from './visit-messenger';

/** How long a visitor may take back a "NON" by answering "OUI": the slot must still be free. */
export const UNDO_MINUTES = 30;

/**
 * One question again per visit: a visitor who keeps writing what we cannot read is not answered in a
 * loop (their messages stay in the log). The acknowledgement of a cancellation holds the claim of the
 * visitor's cancellation confirmation, so the cancellation's own messages do not say it a second time.
 */
function claimKeyOf(visitId: string, inboundSmsId: string, intent: 'confirm' | 'cancel' | 'unclear'): string {
  if (intent === 'unclear') return `visit:${visitId}:sms-reply-unclear`;
  if (intent === 'cancel') return `visit:${visitId}:visit_cancelled_visitor:sms`;
  return `sms-reply:${inboundSmsId}`;
}

/**
 * An answer to a request to confirm, read as a whole (classifySmsReply). Every action is confirmed by
 * an SMS that says what happened and how to undo it; an unclear answer is asked about once more, and
 * nothing is done on a guess. The acknowledgement's claim key (one per inbound SMS) is taken first, so
 * a replayed job changes nothing.
 */
@Injectable()
@HandlesJob('ApplySmsReply')
export class ApplySmsReplyHandler implements JobHandler<'ApplySmsReply'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
    @InjectPinoLogger('sms-reply') private readonly logger: PinoLogger,
  ) {}

  async handle({ inboundSmsId }: JobPayloads['ApplySmsReply']): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [inbound] = await manager.query<{ from: string; body: string }[]>(
        `SELECT from_number AS from, body FROM inbound_sms WHERE id = $1 AND kind = 'reply'`,
        [inboundSmsId],
      );
      if (!inbound) return;
      const intent = classifySmsReply(inbound.body);
      // A "OUI" right after their "NON" takes it back: the message they answer is the cancellation's.
      if (intent === 'confirm') {
        const undo = await visitJustCancelledBySms(manager, inbound.from, UNDO_MINUTES);
        if (undo) return this.restore(manager, inboundSmsId, inbound.from, undo.id);
      }
      const target = await visitAnsweredBySms(manager, inbound.from);
      if (!target) {
        this.logger.info({ inboundSmsId }, 'SMS reply matches no upcoming visit; ignored');
        return;
      }
      await this.apply(manager, inboundSmsId, inbound.from, target.id, intent);
    });
  }

  private async restore(manager: EntityManager, inboundSmsId: string, from: string, visitId: string): Promise<void> {
    const locked = await lockVisit(manager, visitId);
    const visit = await loadVisitContext(manager, visitId);
    if (!locked || !visit) return;
    const restored = await restoreCancelledVisit(manager, locked);
    const t = await translator(visit.candidate.language);
    const code = await shortLinkFor(manager, visit.id);
    const values = { ...this.messenger.values(visit, visit.candidate), link: this.messenger.link(`/c/${code}`) };
    const key = `visit.smsReply.${restored ? 'restored' : 'restoreFailed'}`;
    const acknowledged = await queueSms(manager, {
      purpose: 'sms_reply',
      to: from,
      language: visit.candidate.language,
      text: fitSms((k, v) => t(k, v), key, values, visit.listing.place),
      agencyId: visit.agency.id,
      visitId: visit.id,
      candidateId: visit.candidate.id,
      claimKey: `sms-reply:${inboundSmsId}`,
    });
    // A replayed reply finds the visit restored (the restore does nothing) and its acknowledgement taken.
    if (!acknowledged) this.logger.info({ inboundSmsId, visitId }, 'SMS undo already acknowledged');
  }

  private async apply(
    manager: EntityManager,
    inboundSmsId: string,
    from: string,
    visitId: string,
    intent: 'confirm' | 'cancel' | 'unclear',
  ): Promise<void> {
    const visit = await loadVisitContext(manager, visitId);
    if (!visit) return;
    const t = await translator(visit.candidate.language);
    const code = await shortLinkFor(manager, visit.id);
    const key = intent === 'confirm' ? 'confirmed' : intent === 'cancel' ? 'cancelled' : 'unknown';
    const values = {
      ...this.messenger.values(visit, visit.candidate),
      link: this.messenger.link(`/c/${code}`),
    };
    const acknowledged = await queueSms(manager, {
      purpose: 'sms_reply',
      to: from,
      language: visit.candidate.language,
      text: fitSms((k, v) => t(k, v), `visit.smsReply.${key}`, values, visit.listing.place),
      agencyId: visit.agency.id,
      visitId: visit.id,
      candidateId: visit.candidate.id,
      claimKey: claimKeyOf(visit.id, inboundSmsId, intent),
    });
    if (!acknowledged) {
      this.logger.info({ inboundSmsId, visitId, intent }, 'SMS reply already acknowledged; nothing more done');
      return;
    }
    if (intent === 'unclear') return;
    const locked = await lockVisit(manager, visit.id);
    if (!locked) return;
    if (intent === 'confirm') {
      await confirmVisit(manager, locked);
      return;
    }
    // The reason is for the agent: their alert and their agenda show it, in their language.
    const forAgent = await translator(visit.agent.language);
    await cancelVisit(manager, locked, 'candidate', forAgent('visit.smsReply.cancelledWhy'));
  }
}
