import { applicantPolicy } from '@creneau/contracts';
import { ApiError } from '../common/api-error';
import { checkedAnswers } from './applicant-answers';

const paris = { policy: applicantPolicy('FR', 'rent'), stage: 'beforeVisit' as const, timeZone: 'Europe/Paris' };
const brussels = { ...paris, policy: applicantPolicy('BE-BRU', 'rent'), timeZone: 'Europe/Brussels' };
// 23:30 UTC on 4 January 2027: already 00:30 on the 5th in Paris, whose calendar decides.
const now = Date.parse('2027-01-04T23:30:00Z');

function refusal(run: () => unknown): { code: string; details?: unknown } | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? { code: error.code, details: error.details } : { code: 'unexpected' };
  }
}

describe('the answers given at a stage', () => {
  it("keeps the questions the listing's region allows, dropping unanswered ones", () => {
    expect(checkedAnswers(paris, { moveInDate: '2027-02-01', occupants: 2, maxBudget: undefined }, now)).toEqual({
      moveInDate: '2027-02-01',
      occupants: 2,
    });
  });

  it('takes a move-in date of today or later in the agency calendar', () => {
    expect(checkedAnswers(paris, { moveInDate: '2027-01-05' }, now)).toEqual({ moveInDate: '2027-01-05' });
    // Still today in UTC, already yesterday in Paris.
    expect(refusal(() => checkedAnswers(paris, { moveInDate: '2027-01-04' }, now))?.code).toBe('MOVE_IN_DATE_PAST');
  });

  it('refuses a date that does not exist', () => {
    expect(refusal(() => checkedAnswers(paris, { moveInDate: '2027-02-30' }, now))?.code).toBe('VALIDATION_FAILED');
  });

  it('names each field the region does not allow yet, and when it would be', () => {
    expect(refusal(() => checkedAnswers(brussels, { occupants: 2, maxBudget: 900 }, now))).toEqual({
      code: 'FIELD_NOT_ALLOWED',
      details: {
        region: 'BE-BRU',
        stage: 'beforeVisit',
        fields: [
          { field: 'answers.occupants', constraints: ['allowedAfterVisit'] },
          { field: 'answers.maxBudget', constraints: ['notAllowed'] },
        ],
      },
    });
    expect(refusal(() => checkedAnswers(paris, { monthlyResources: 3000 }, now))?.code).toBe('FIELD_NOT_ALLOWED');
    expect(refusal(() => checkedAnswers(paris, { projectKind: 'investment' }, now))?.code).toBe('FIELD_NOT_ALLOWED');
  });

  it('opens resources and household size with the application in Brussels, not the civil status', () => {
    const application = { ...brussels, stage: 'application' as const };
    expect(checkedAnswers(application, { occupants: 3, monthlyResources: 2100 }, now)).toEqual({
      occupants: 3,
      monthlyResources: 2100,
    });
    expect(refusal(() => checkedAnswers(application, { civilStatus: 'married' }, now))?.details).toMatchObject({
      fields: [{ field: 'answers.civilStatus', constraints: ['allowedForLease'] }],
    });
  });
});
