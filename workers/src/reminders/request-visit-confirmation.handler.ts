import { zonedParts, type JobPayloads, type ReminderKind } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { runReminder, UNTIL_VISIT_STARTS } from './reminder-runner';
import { VisitMessenger } from '../visits/visit-messenger';

/** "06:30" on the zone's clock ("06.30" in Dutch, as the visit's own time reads there). */
function clock(instant: Date, timeZone: string, language: string): string {
  const { hour, minute } = zonedParts(instant.getTime(), timeZone);
  const separator = language === 'nl' ? '.' : ':';
  return `${String(hour).padStart(2, '0')}${separator}${String(minute).padStart(2, '0')}`;
}

/**
 * The request to confirm (the evening before) and, when silence releases the slot, its nudge (in waking
 * hours before the deadline): "will you come?", answered by the short link or, where the sender takes
 * replies, by SMS. When the agency releases unconfirmed visits, both say until when an answer is awaited.
 */
@Injectable()
abstract class AskToConfirm {
  protected abstract readonly kind: Extract<ReminderKind, 'confirmation_request' | 'confirmation_nudge'>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
  ) {}

  protected async ask(visitId: string): Promise<void> {
    const nudge = this.kind === 'confirmation_nudge';
    await runReminder(
      this.dataSource,
      visitId,
      this.kind,
      UNTIL_VISIT_STARTS,
      async (visit, { messages, shortCode }) => {
        if (visit.status === 'confirmed') return 'already_confirmed';
        if (visit.status !== 'booked') return `skipped_${visit.status}`;
        const deadline = visit.deadlineAt;
        // A nudge after the deadline would ask about a slot already decided.
        if (nudge && (!deadline || deadline.getTime() <= Date.now())) return 'too_late';
        const release = visit.agency.releaseUnconfirmed && deadline !== null;
        const link = this.messenger.link(`/c/${shortCode}`);
        await this.messenger.toCandidate(messages, visit, {
          purpose: nudge ? 'visit_confirmation_nudge' : 'visit_confirmation_request',
          key: nudge ? 'confirmationNudge' : 'confirmationRequest',
          link,
          // Confirmer and Annuler side by side: both open the visit's page, where one tap decides.
          secondary: { key: 'cancel', link },
          release,
          values: deadline ? { deadline: clock(deadline, visit.agency.timeZone, visit.candidate.language) } : {},
          channels: { email: !nudge, sms: true },
        });
        return 'sent';
      },
    );
  }
}

@Injectable()
@HandlesJob('RequestVisitConfirmation')
export class RequestVisitConfirmationHandler extends AskToConfirm implements JobHandler<'RequestVisitConfirmation'> {
  protected readonly kind = 'confirmation_request';

  async handle({ visitId }: JobPayloads['RequestVisitConfirmation']): Promise<void> {
    await this.ask(visitId);
  }
}

@Injectable()
@HandlesJob('NudgeVisitConfirmation')
export class NudgeVisitConfirmationHandler extends AskToConfirm implements JobHandler<'NudgeVisitConfirmation'> {
  protected readonly kind = 'confirmation_nudge';

  async handle({ visitId }: JobPayloads['NudgeVisitConfirmation']): Promise<void> {
    await this.ask(visitId);
  }
}
