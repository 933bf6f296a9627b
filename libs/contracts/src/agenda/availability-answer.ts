import type { FreeSlot } from '../visits/booking-page';

/** The free starts of a listing or an agent over a window (public and agent availability). */
export interface AvailabilityAnswer {
  timeZone: string;
  /** 0 = Sunday, 1 = Monday: per the language asked, Monday for fr and nl, Sunday for en. */
  weekStartsOn: 0 | 1;
  slots: FreeSlot[];
}
