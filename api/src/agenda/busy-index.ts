import type { AvailabilityInput, BusySlot } from './availability.types';
import { travelMinutes } from './travel.util';

const MINUTE = 60_000;
const overlaps = (a: number, b: number, c: number, d: number) => a < d && c < b;

interface Entry {
  busy: BusySlot;
  /** Travel kept between this slot and the listing asked for; 0 at the same listing. */
  travel: number;
}

/**
 * The agent's busy time in start order, each slot's travel time to the listing computed once, so that
 * checking a start looks only at the slots near it instead of all of them (60 days may hold hundreds).
 */
export class BusyIndex {
  private readonly entries: Entry[];
  /** The furthest a slot reaches after its own start: its buffer, or its end plus the trip. */
  private readonly reach: number;
  /** The furthest after a start that a slot can still conflict with it. */
  private readonly lookAhead: number;

  constructor(private readonly input: AvailabilityInput) {
    const { listing } = input;
    this.entries = input.busy
      .map((busy) => ({
        busy,
        travel:
          busy.listingId === listing.listingId ? 0 : travelMinutes(busy, listing, input.travelMinMinutes) * MINUTE,
      }))
      .sort((a, b) => a.busy.start - b.busy.start);
    const longestTrip = Math.max(0, ...this.entries.map((entry) => entry.travel));
    this.reach = Math.max(
      0,
      ...this.entries.map(({ busy, travel }) => Math.max(busy.blockedUntil, busy.end + travel) - busy.start),
    );
    this.lookAhead = (listing.durationMinutes + Math.max(listing.bufferMinutes, 0)) * MINUTE + longestTrip;
  }

  /** A group visit at this very slot with a seat left: joining it takes no more of the agent's time. */
  joinable(busy: BusySlot, start: number): boolean {
    const { listing } = this.input;
    return (
      listing.visitorsPerSlot > 1 && busy.listingId === listing.listingId && busy.start === start && busy.seatsLeft > 0
    );
  }

  /** Whether a visit starting here would overlap the agent's busy time, its buffers or a trip. */
  conflicts(start: number): boolean {
    return this.near(start).some((entry) => this.conflictsWith(entry, start));
  }

  /** The seats a start offers: those left in the group visit already there, else the listing's. */
  seatsLeft(start: number): number {
    const group = this.near(start).find((entry) => this.joinable(entry.busy, start));
    return group ? group.busy.seatsLeft : this.input.listing.visitorsPerSlot;
  }

  private conflictsWith({ busy, travel }: Entry, start: number): boolean {
    if (this.joinable(busy, start)) return false;
    const { durationMinutes, bufferMinutes } = this.input.listing;
    const end = start + durationMinutes * MINUTE;
    if (overlaps(start, end + bufferMinutes * MINUTE, busy.start, busy.blockedUntil)) return true;
    // No trip at the same listing; a zero trip elsewhere adds nothing to the overlap above.
    return travel > 0 && overlaps(start - travel, end + travel, busy.start, busy.end);
  }

  /** The slots starting within (start - reach, start + lookAhead): the only ones that can matter. */
  private near(start: number): Entry[] {
    const first = this.firstStartingAfter(start - this.reach);
    const near: Entry[] = [];
    for (let i = first; i < this.entries.length && this.entries[i].busy.start < start + this.lookAhead; i += 1) {
      near.push(this.entries[i]);
    }
    return near;
  }

  private firstStartingAfter(instant: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.entries[middle].busy.start <= instant) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
