import { ApiError } from '../common/api-error';
import { parseInstant } from '../common/instant.util';
import { offsetMinutes } from '@creneau/contracts';
import { instantsOf } from '../agenda/zoned-time.util';

/**
 * The instant a booking asks for. "Z" names an instant; an explicit offset also names a wall time,
 * which must exist in the agency's zone with that offset: 02:30 on the spring change does not.
 */
export function parseSlotStart(startsAt: string, timeZone: string): number {
  const instant = parseInstant(startsAt);
  if (instant === null) throw new ApiError(400, 'VALIDATION_FAILED', 'startsAt is not a date and time that exists');
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(startsAt);
  if (!offset) return instant;
  const given = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
  if (given === offsetMinutes(instant, timeZone)) return instant;
  const [year, month, day, hours, minutes] = startsAt.slice(0, 16).split(/[-T:]/).map(Number);
  if (instantsOf({ year, month, day, minutes: hours * 60 + minutes }, timeZone).length === 0) {
    throw new ApiError(422, 'SLOT_IN_DST_GAP', 'This wall time does not exist in the agency time zone');
  }
  throw new ApiError(400, 'VALIDATION_FAILED', `startsAt must carry the offset of ${timeZone} at that time`);
}
