import { weekStartsOn, type AvailabilityAnswer } from '@creneau/contracts';
import { openOffer } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import { parseInstant } from '../common/instant.util';
import { loadAgentCalendar } from './agent-calendar.query';
import { availability } from './availability';
import type { AvailabilityInput } from './availability.types';
import { loadListingContext, type ListingContext } from './booking-context';

const DAY = 86_400_000;
const MAX_WINDOW_DAYS = 62;

export type { AvailabilityAnswer };

/** [from, to) from the query string: ISO instants, default one week from now, at most two months. */
export function parseWindow(
  from: string | undefined,
  to: string | undefined,
  now: number,
): { from: number; to: number } {
  const start = from === undefined ? now : parseInstant(from);
  const end = to === undefined && start !== null ? start + 7 * DAY : parseInstant(to);
  if (start === null || end === null || end <= start || end - start > MAX_WINDOW_DAYS * DAY) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      `from and to must be ISO instants, from < to, at most ${MAX_WINDOW_DAYS} days apart`,
    );
  }
  return { from: start, to: end };
}

@Injectable()
export class AvailabilityService {
  constructor(private readonly dataSource: DataSource) {}

  /** Reads through the given manager, so a transaction sees its own uncommitted changes. */
  async inputFor(
    manager: EntityManager,
    context: ListingContext & { agentId: string },
    window: { from: number; to: number },
    now: number,
  ): Promise<AvailabilityInput> {
    const { workingHours, busy, absences } = await loadAgentCalendar(manager, context.agentId, window.from, window.to);
    return {
      timeZone: context.timeZone,
      now,
      workingHours,
      absences,
      busy,
      listing: context,
      travelMinMinutes: context.travelMinMinutes,
    };
  }

  async forPublicListing(
    listingId: string,
    window: { from: number; to: number },
    language?: string,
    offerToken?: string,
  ): Promise<AvailabilityAnswer> {
    const context = await loadListingContext(this.dataSource.manager, listingId, { published: true });
    if (!context) throw notFound('Listing');
    const now = Date.now();
    const answer = await this.answer(context, window, now, language);
    const offer = offerToken && context.agentId ? await openOffer(this.dataSource, listingId, offerToken) : null;
    const start = offer?.startsAt.getTime() ?? NaN;
    if (!context.agentId || !(start >= window.from && start < window.to)) return answer;
    if (answer.slots.some((slot) => Date.parse(slot.startsAt) === start)) return answer;
    // The freed start offered to a waiting candidate: free still, the listing's minimum notice waived
    // for them as the booking waives it (BookingService.write).
    const single = { from: start, to: start + 1 };
    const input = await this.inputFor(
      this.dataSource.manager,
      { ...context, agentId: context.agentId, minNoticeHours: 0 },
      single,
      now,
    );
    const offered = availability(input, single.from, single.to);
    return { ...answer, slots: [...offered, ...answer.slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt)) };
  }

  async answer(
    context: ListingContext,
    window: { from: number; to: number },
    now: number,
    language?: string,
  ): Promise<AvailabilityAnswer> {
    const head = { timeZone: context.timeZone, weekStartsOn: weekStartsOn(language) };
    const { agentId } = context;
    if (!agentId) return { ...head, slots: [] };
    const input = await this.inputFor(this.dataSource.manager, { ...context, agentId }, window, now);
    return { ...head, slots: availability(input, window.from, window.to) };
  }
}
