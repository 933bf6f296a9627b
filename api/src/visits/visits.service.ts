import type { VisitCancelledBy, VisitStatus } from '@creneau/contracts';
import {
  assertCanMove,
  cancelVisit,
  confirmVisit,
  lockVisit,
  publishEvent,
  recordOutcome,
  rescheduleVisit,
  VisitTransitionError,
  type LockedVisit,
} from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { lockAgentAgenda } from '../agenda/agent-lock';
import { loadListingContext } from '../agenda/booking-context';
import { ApiError, notFound } from '../common/api-error';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../identity/auth/actor';
import { BookingService } from './booking.service';
import { insertBooking } from './booking.writer';
import { parseSlotStart } from './slot-start.util';
import { loadVisitView, type VisitView } from './visit-view';

const scopeOf = (actor: Actor) => {
  const scope = agencyScope(actor);
  return 'agencyId' in scope ? scope.agencyId : null;
};

/** Whose visits a change may touch: an agency's (null for ops) or a visitor's own candidates. */
export type VisitScope = { agencyId: string | null } | { candidateIds: string[] };

/**
 * Who moves a visit. The agency books from the back office without minimum notice; a candidate moves
 * their own visit like a public booking: published listing, the listing's notice.
 */
export type VisitMover = Extract<VisitCancelledBy, 'agency' | 'candidate'>;

@Injectable()
export class VisitsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly booking: BookingService,
  ) {}

  async get(actor: Actor, id: string): Promise<VisitView> {
    const view = await loadVisitView(this.dataSource.manager, id, scopeOf(actor));
    if (!view) throw notFound('Visit');
    return view;
  }

  async cancel(actor: Actor, id: string, reason: string): Promise<VisitView> {
    await this.cancelIn({ agencyId: scopeOf(actor) }, id, 'agency', reason);
    return this.get(actor, id);
  }

  async cancelIn(scope: VisitScope, id: string, by: VisitMover, reason: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const visit = await this.lock(manager, scope, id, 'cancelled');
      await cancelVisit(manager, visit, by, reason);
    });
  }

  /** Confirming twice is a no-op, as in the shared transition. */
  async confirmIn(scope: VisitScope, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const visit = await this.lock(manager, scope, id, null);
      await stateChecked(() => confirmVisit(manager, visit));
    });
  }

  async outcome(actor: Actor, id: string, outcome: 'done' | 'no_show'): Promise<VisitView> {
    await this.dataSource.transaction(async (manager) => {
      const visit = await this.lock(manager, { agencyId: scopeOf(actor) }, id, outcome);
      if (visit.startsAt.getTime() > Date.now()) {
        throw new ApiError(409, 'VISIT_STATE_INVALID', 'A visit that has not started cannot be marked done or no-show');
      }
      await recordOutcome(manager, id, outcome);
      await publishEvent(manager, 'visit.completed', { visitId: id }, visit.agencyId);
    });
    return this.get(actor, id);
  }

  async reschedule(actor: Actor, id: string, startsAt: string): Promise<VisitView> {
    const newId = await this.move({ agencyId: scopeOf(actor) }, id, startsAt, 'agency');
    return this.get(actor, newId);
  }

  /** An agent confirms on the candidate's behalf (after a phone call); confirming twice is a no-op. */
  async confirm(actor: Actor, id: string): Promise<VisitView> {
    await this.confirmIn({ agencyId: scopeOf(actor) }, id);
    return this.get(actor, id);
  }

  /**
   * The old visit ends as 'rescheduled' and a new one points back to it, in one transaction. Answers
   * the new visit's id.
   */
  async move(scope: VisitScope, id: string, startsAt: string, mover: VisitMover): Promise<string> {
    let conflictContext: Parameters<BookingService['taken']>[0] | null = null;
    let start = 0;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const visit = await this.lock(manager, scope, id, 'rescheduled');
        const listing = await loadListingContext(
          manager,
          visit.listingId,
          mover === 'agency' ? { agencyId: visit.agencyId } : { published: true },
        );
        if (!listing?.agentId) throw new ApiError(409, 'LISTING_NOT_BOOKABLE', 'The listing has no active agent');
        const context = {
          ...listing,
          agentId: listing.agentId,
          minNoticeHours: mover === 'agency' ? 0 : listing.minNoticeHours,
        };
        conflictContext = context;
        start = parseSlotStart(startsAt, listing.timeZone);
        await lockAgentAgenda(manager, context.agentId);
        return rescheduleVisit(manager, visit, mover, async () => {
          await this.booking.assertOffered(manager, context, start);
          const moved = await insertBooking(manager, context, start, visit.candidateId, {
            source: mover === 'agency' ? 'back_office' : 'public',
            answers: visit.answers,
            idempotencyKey: null,
            requestHash: null,
            contact: visit.contact,
            rescheduledFrom: visit.id,
          });
          return moved.id;
        });
      });
    } catch (error) {
      if (conflictContext && this.booking.isConflict(error)) throw await this.booking.taken(conflictContext, start);
      throw error;
    }
  }

  /** The visit in scope, locked; `to` checks the move first (null: the transition checks it). */
  private async lock(
    manager: EntityManager,
    scope: VisitScope,
    id: string,
    to: VisitStatus | null,
  ): Promise<LockedVisit> {
    const visit = await lockVisit(manager, id, scope);
    if (!visit) throw notFound('Visit');
    // A visitor acts on visits yet to come; what happened is the agency's to record.
    if ('candidateIds' in scope && visit.startsAt.getTime() <= Date.now()) {
      throw new ApiError(409, 'VISIT_STATE_INVALID', 'This visit has already started');
    }
    if (to) await stateChecked(async () => assertCanMove(visit, to));
    return visit;
  }
}

async function stateChecked<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof VisitTransitionError) throw new ApiError(409, 'VISIT_STATE_INVALID', error.message);
    throw error;
  }
}
