import { UNCONFIRMED_RELEASE_REASON, type JobPayloads } from '@creneau/contracts';
import { cancelVisit, lockVisit, publishEvent } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { runReminder, UNTIL_VISIT_STARTS } from './reminder-runner';
import { VisitMessenger } from '../visits/visit-messenger';

export const UNCONFIRMED_REASON = UNCONFIRMED_RELEASE_REASON;

/**
 * The deadline: a visit still unconfirmed warns its agent (SMS or e-mail, and a live toast) and, when
 * the agency chose so, is cancelled so the slot can be booked again.
 */
@Injectable()
@HandlesJob('CheckVisitConfirmation')
export class CheckVisitConfirmationHandler implements JobHandler<'CheckVisitConfirmation'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: VisitMessenger,
  ) {}

  async handle({ visitId }: JobPayloads['CheckVisitConfirmation']): Promise<void> {
    await runReminder(
      this.dataSource,
      visitId,
      'deadline',
      UNTIL_VISIT_STARTS,
      async (visit, { manager, messages }) => {
        if (visit.status !== 'booked') return visit.status === 'confirmed' ? 'confirmed' : `skipped_${visit.status}`;
        // A candidate no message could reach was never asked to confirm: their visit is not released.
        const released = visit.agency.releaseUnconfirmed && this.messenger.canReachCandidate(visit);
        await this.messenger.toAgent(messages, visit, 'visit_unconfirmed', {
          purpose: 'visit_unconfirmed_agent',
          key: released ? 'unconfirmedReleased' : 'unconfirmed',
        });
        if (released) {
          const locked = await lockVisit(manager, visit.id);
          if (locked) await cancelVisit(manager, locked, 'system', UNCONFIRMED_REASON);
        }
        // The live toast goes through the outbox in this transaction: a Redis hiccup delays it, never loses it.
        await publishEvent(manager, 'visit.unconfirmed', { visitId: visit.id, released }, visit.agency.id);
        return released ? 'released' : 'unconfirmed';
      },
    );
  }
}
