import { canMoveVisit, type VisitStatus } from '@creneau/contracts';
import { publishEvent } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { loadListingContext } from '../agenda/booking-context';
import { ApiError, notFound } from '../common/api-error';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../identity/auth/actor';
import { BookingService } from './booking.service';
import { insertBooking } from './booking.writer';
import { releaseSeat } from './seat.writer';
import { parseSlotStart } from './slot-start.util';
import { loadVisitView, type VisitView } from './visit-view';

interface LockedVisit {
  id: string;
  agencyId: string;
  slotId: string;
  listingId: string;
  candidateId: string;
  status: VisitStatus;
  startsAt: Date;
  answers: Record<string, unknown>;
}

const scopeOf = (actor: Actor) => {
  const scope = agencyScope(actor);
  return 'agencyId' in scope ? scope.agencyId : null;
};

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
    await this.dataSource.transaction(async (manager) => {
      const visit = await this.lock(manager, actor, id, 'cancelled');
      await this.markCancelled(manager, visit, reason);
      await publishEvent(manager, 'visit.cancelled', { visitId: visit.id }, visit.agencyId);
    });
    return this.get(actor, id);
  }

  async outcome(actor: Actor, id: string, outcome: 'done' | 'no_show'): Promise<VisitView> {
    await this.dataSource.transaction(async (manager) => {
      const visit = await this.lock(manager, actor, id, outcome);
      if (visit.startsAt.getTime() > Date.now()) {
        throw new ApiError(409, 'VISIT_STATE_INVALID', 'A visit that has not started cannot be marked done or no-show');
      }
      await manager.query(`UPDATE visits SET status = $2, updated_at = now() WHERE id = $1`, [id, outcome]);
      await publishEvent(manager, 'visit.completed', { visitId: id }, visit.agencyId);
    });
    return this.get(actor, id);
  }

  /** The old visit is cancelled and a new one points back to it, in one transaction. */
  async reschedule(actor: Actor, id: string, startsAt: string): Promise<VisitView> {
    let newId = '';
    let conflictContext: Parameters<BookingService['taken']>[0] | null = null;
    let start = 0;
    try {
      newId = await this.dataSource.transaction(async (manager) => {
        const visit = await this.lock(manager, actor, id, 'cancelled');
        const listing = await loadListingContext(manager, visit.listingId, { agencyId: visit.agencyId });
        if (!listing?.agentId) throw new ApiError(409, 'LISTING_NOT_BOOKABLE', 'The listing has no active agent');
        conflictContext = { ...listing, agentId: listing.agentId, minNoticeHours: 0 };
        start = parseSlotStart(startsAt, listing.timeZone);
        await this.markCancelled(manager, visit, 'rescheduled');
        await this.booking.assertOffered(manager, conflictContext, start);
        const record = {
          source: 'back_office' as const,
          answers: visit.answers,
          idempotencyKey: null,
          requestHash: null,
        };
        return insertBooking(manager, conflictContext, start, visit.candidateId, {
          ...record,
          rescheduledFrom: visit.id,
        });
      });
    } catch (error) {
      if (conflictContext && this.booking.isConflict(error)) throw await this.booking.taken(conflictContext, start);
      throw error;
    }
    return this.get(actor, newId);
  }

  private async markCancelled(manager: EntityManager, visit: LockedVisit, reason: string): Promise<void> {
    await releaseSeat(manager, visit.slotId);
    await manager.query(
      `UPDATE visits SET status = 'cancelled', cancelled_by = 'agency', cancelled_why = $2, cancelled_at = now(),
              updated_at = now() WHERE id = $1`,
      [visit.id, reason],
    );
  }

  private async lock(manager: EntityManager, actor: Actor, id: string, to: VisitStatus): Promise<LockedVisit> {
    const [visit] = await manager.query<LockedVisit[]>(
      `SELECT id, agency_id AS "agencyId", slot_id AS "slotId", listing_id AS "listingId", candidate_id AS "candidateId",
              status, starts_at AS "startsAt", answers
         FROM visits WHERE id = $1 AND ($2::uuid IS NULL OR agency_id = $2) FOR UPDATE`,
      [id, scopeOf(actor)],
    );
    if (!visit) throw notFound('Visit');
    if (!canMoveVisit(visit.status, to)) {
      throw new ApiError(409, 'VISIT_STATE_INVALID', `A ${visit.status} visit cannot become ${to}`);
    }
    return visit;
  }
}
