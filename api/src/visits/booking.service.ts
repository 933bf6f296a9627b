import { DEFAULT_PREQUALIFICATION } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { slotRefusal } from '../agenda/availability';
import { AvailabilityService } from '../agenda/availability.service';
import type { ListingContext } from '../agenda/booking-context';
import { ApiError } from '../common/api-error';
import type { BookVisitDto } from './dto/book-visit.dto';
import { insertBooking, upsertCandidate, type BookingRecord } from './booking.writer';
import { requestHash } from './request-hash.util';
import { isExclusionViolation, isIdempotencyViolation } from '@creneau/server';
import { parseSlotStart } from './slot-start.util';
import { loadVisitView, type VisitView } from './visit-view';

const DAY = 86_400_000;
type BookableContext = ListingContext & { agentId: string };

class SlotTaken extends Error {}

@Injectable()
export class BookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
  ) {}

  async book(
    context: ListingContext,
    dto: BookVisitDto,
    source: BookingRecord['source'],
    key: string | null,
  ): Promise<VisitView> {
    const { agentId } = context;
    if (!agentId) throw new ApiError(409, 'LISTING_NOT_BOOKABLE', 'The listing has no active agent to visit with');
    const bookable = { ...context, agentId };
    const answers = checkedAnswers(context, dto);
    const start = parseSlotStart(dto.startsAt, context.timeZone);
    const record = {
      source,
      answers,
      idempotencyKey: key,
      requestHash: key ? requestHash({ ...dto, listingId: context.listingId }) : null,
    };
    const replay = await this.replay(context.agencyId, record);
    if (replay) return replay;
    try {
      const visitId = await this.write(bookable, start, dto, record);
      return (await loadVisitView(this.dataSource.manager, visitId, context.agencyId)) as VisitView;
    } catch (error) {
      // A concurrent retry with the same key may lose the race for its own slot: it answers the winner.
      if (this.isConflict(error) || isIdempotencyViolation(error)) {
        const winner = await this.replay(context.agencyId, record);
        if (winner) return winner;
      }
      if (this.isConflict(error)) throw await this.taken(bookable, start);
      throw error;
    }
  }

  /** Checks the slot inside the transaction, so availability and the write read the same rows. */
  async assertOffered(
    manager: EntityManager,
    context: BookableContext,
    start: number,
    now = Date.now(),
  ): Promise<void> {
    const input = await this.availability.inputFor(manager, context, { from: start, to: start + 1 }, now);
    const refusal = slotRefusal(input, start);
    if (refusal === 'SLOT_TAKEN') throw new SlotTaken();
    if (refusal) throw new ApiError(422, refusal, `This start cannot be booked: ${refusal}`);
  }

  async taken(context: BookableContext, start: number): Promise<ApiError> {
    const { slots } = await this.availability.answer(context, { from: start, to: start + 14 * DAY }, Date.now());
    return new ApiError(409, 'SLOT_TAKEN', 'This slot was just taken', { nextSlots: slots.slice(0, 5) });
  }

  isConflict(error: unknown): boolean {
    return error instanceof SlotTaken || isExclusionViolation(error);
  }

  // A group slot opened by a concurrent booking shows as an exclusion violation once it commits:
  // one more attempt joins it.
  private async write(
    context: BookableContext,
    start: number,
    dto: BookVisitDto,
    record: BookingRecord,
  ): Promise<string> {
    const attempt = () =>
      this.dataSource.transaction(async (manager) => {
        await this.assertOffered(manager, context, start);
        const candidateId = await upsertCandidate(manager, context.agencyId, dto.contact);
        return insertBooking(manager, context, start, candidateId, record);
      });
    try {
      return await attempt();
    } catch (error) {
      if (context.visitorsPerSlot > 1 && isExclusionViolation(error)) return attempt();
      throw error;
    }
  }

  private async replay(agencyId: string, record: BookingRecord): Promise<VisitView | null> {
    if (!record.idempotencyKey) return null;
    const [previous] = await this.dataSource.query<{ id: string; requestHash: string | null }[]>(
      'SELECT id, request_hash AS "requestHash" FROM visits WHERE agency_id = $1 AND idempotency_key = $2',
      [agencyId, record.idempotencyKey],
    );
    if (!previous) return null;
    if (previous.requestHash !== record.requestHash) {
      throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request');
    }
    return loadVisitView(this.dataSource.manager, previous.id, agencyId);
  }
}

// Only the listing's own questions: identity, contact and search criteria, nothing more (law).
function checkedAnswers(context: ListingContext, dto: BookVisitDto): Record<string, unknown> {
  const allowed = new Set(DEFAULT_PREQUALIFICATION[context.transaction].map((question) => question.key));
  const answers = Object.fromEntries(Object.entries(dto.answers ?? {}).filter(([, value]) => value !== undefined));
  const foreign = Object.keys(answers).filter((key) => !allowed.has(key));
  if (foreign.length > 0) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'These questions are not asked for this listing', { fields: foreign });
  }
  return answers;
}
