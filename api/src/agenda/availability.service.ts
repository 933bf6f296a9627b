import { weekStartsOn, type AvailabilityAnswer } from '@creneau/contracts';
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
  ): Promise<AvailabilityAnswer> {
    const context = await loadListingContext(this.dataSource.manager, listingId, { published: true });
    if (!context) throw notFound('Listing');
    return this.answer(context, window, Date.now(), language);
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
