import { refusedFields, type ApplicantDataPolicy, type ApplicantStage, type FieldRefusal } from '@creneau/contracts';
import { localTime } from '../agenda/zoned-time.util';
import { ApiError } from '../common/api-error';
import type { ApplicantAnswersDto } from './applicant-answers.dto';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the agency's calendar, as "YYYY-MM-DD". */
function agencyToday(now: number, timeZone: string): string {
  const today = localTime(now, timeZone);
  return `${today.year}-${pad(today.month)}-${pad(today.day)}`;
}

// The shape the validation pipe gives, so forms mark the field the same way.
const moveInField = (constraint: string) => ({ fields: [{ field: 'answers.moveInDate', constraints: [constraint] }] });

const isCalendarDate = (value: string) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const constraintOf = ({ allowedFrom }: FieldRefusal) =>
  allowedFrom === 'application' ? 'allowedAfterVisit' : allowedFrom === 'lease' ? 'allowedForLease' : 'notAllowed';

/** Refuses, naming each field, what the policy does not allow at this stage; nothing is stored. */
export function assertAllowed(policy: ApplicantDataPolicy, stage: ApplicantStage, fields: string[]): void {
  const refused = refusedFields(policy, stage, fields);
  if (refused.length === 0) return;
  throw new ApiError(
    400,
    'FIELD_NOT_ALLOWED',
    `Not to be asked at this stage (${stage}) in ${policy.region}: ${refused.map(({ field }) => field).join(', ')}`,
    {
      region: policy.region,
      stage,
      fields: refused.map((refusal) => ({ field: `answers.${refusal.field}`, constraints: [constraintOf(refusal)] })),
    },
  );
}

/**
 * The answers given at this stage, checked against the policy of the listing's region: a question it
 * does not allow yet is refused by name, whatever form asked it. A move-in date is a real date, today
 * or later in the agency's calendar.
 */
export function checkedAnswers(
  context: { policy: ApplicantDataPolicy; stage: ApplicantStage; timeZone: string },
  given: ApplicantAnswersDto | undefined,
  now: number,
): Record<string, unknown> {
  const answers: Record<string, unknown> = Object.fromEntries(
    Object.entries(given ?? {}).filter(([, value]) => value !== undefined),
  );
  assertAllowed(context.policy, context.stage, Object.keys(answers));
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
