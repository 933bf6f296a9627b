import { DEFAULT_PREQUALIFICATION } from '@creneau/contracts';
import { localTime } from '../agenda/zoned-time.util';
import type { ListingContext } from '../agenda/booking-context';
import { ApiError } from '../common/api-error';
import type { AnswersDto } from './dto/book-visit.dto';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the agency's calendar, as "YYYY-MM-DD". */
function agencyToday(now: number, timeZone: string): string {
  const today = localTime(now, timeZone);
  return `${today.year}-${pad(today.month)}-${pad(today.day)}`;
}

// The shape the validation pipe gives, so forms mark the field the same way.
const moveInField = (constraint: string) => ({ fields: [{ field: 'answers.moveInDate', constraints: [constraint] }] });

const isCalendarDate = (value: string) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The answers to the listing's own questions, checked. Only those: identity, contact and search
 * criteria, nothing more (law). A move-in date is a real date, today or later in the agency's calendar.
 */
export function checkedAnswers(
  context: Pick<ListingContext, 'transaction' | 'timeZone'>,
  given: AnswersDto | undefined,
  now: number,
): Record<string, unknown> {
  const allowed = new Set(DEFAULT_PREQUALIFICATION[context.transaction].map((question) => question.key));
  const answers: Record<string, unknown> = Object.fromEntries(
    Object.entries(given ?? {}).filter(([, value]) => value !== undefined),
  );
  const foreign = Object.keys(answers).filter((key) => !allowed.has(key));
  if (foreign.length > 0) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'These questions are not asked for this listing', { fields: foreign });
  }
  const { moveInDate } = answers;
  if (typeof moveInDate === 'string') {
    if (!isCalendarDate(moveInDate)) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'moveInDate is not a date', moveInField('isDate'));
    }
    if (moveInDate < agencyToday(now, context.timeZone)) {
      throw new ApiError(400, 'MOVE_IN_DATE_PAST', 'The move-in date is in the past', moveInField('notPast'));
    }
  }
  return answers;
}
