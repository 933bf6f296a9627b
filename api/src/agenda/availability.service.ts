import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import { loadBusyTime, loadWorkingHours } from './agent-calendar.query';
import { availability } from './availability';
import type { AvailabilityInput, FreeSlot } from './availability.types';
import { loadListingContext, type ListingContext } from './booking-context';

const DAY = 86_400_000;
const MAX_WINDOW_DAYS = 62;

export interface AvailabilityAnswer {
  timeZone: string;
  slots: FreeSlot[];
}

/** [from, to) from the query string: ISO instants, default one week from now, at most two months. */
export function parseWindow(
  from: string | undefined,
  to: string | undefined,
  now: number,
): { from: number; to: number } {
  const start = from === undefined ? now : Date.parse(from);
  const end = to === undefined ? start + 7 * DAY : Date.parse(to);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start || end - start > MAX_WINDOW_DAYS * DAY) {
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
    const [workingHours, { busy, absences }] = await Promise.all([
      loadWorkingHours(manager, context.agentId),
      loadBusyTime(manager, context.agentId, window.from, window.to),
    ]);
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

  async forPublicListing(listingId: string, window: { from: number; to: number }): Promise<AvailabilityAnswer> {
    const context = await loadListingContext(this.dataSource.manager, listingId, { published: true });
    if (!context) throw notFound('Listing');
    return this.answer(context, window, Date.now());
  }

  async answer(
    context: ListingContext,
    window: { from: number; to: number },
    now: number,
  ): Promise<AvailabilityAnswer> {
    const { agentId } = context;
    if (!agentId) return { timeZone: context.timeZone, slots: [] };
    const input = await this.inputFor(this.dataSource.manager, { ...context, agentId }, window, now);
    return { timeZone: context.timeZone, slots: availability(input, window.from, window.to) };
  }
}
