import { ApiError } from '../common/api-error';
import { checkedAnswers } from './booking-answers';

const rent = { transaction: 'rent' as const, timeZone: 'Europe/Paris' as const };
// 23:30 UTC on 4 January 2027: already 00:30 on the 5th in Paris, whose calendar decides.
const now = Date.parse('2027-01-04T23:30:00Z');

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.code : 'unexpected';
  }
}

describe('the answers to the prequalification questions', () => {
  it("keeps the listing's own questions, dropping unanswered ones", () => {
    expect(checkedAnswers(rent, { moveInDate: '2027-02-01', occupants: 2, maxBudget: undefined }, now)).toEqual({
      moveInDate: '2027-02-01',
      occupants: 2,
    });
  });

  it('takes a move-in date of today or later in the agency calendar', () => {
    expect(checkedAnswers(rent, { moveInDate: '2027-01-05' }, now)).toEqual({ moveInDate: '2027-01-05' });
    // Still today in UTC, already yesterday in Paris.
    expect(codeOf(() => checkedAnswers(rent, { moveInDate: '2027-01-04' }, now))).toBe('MOVE_IN_DATE_PAST');
  });

  it('refuses a date that does not exist, and questions of the other transaction', () => {
    expect(codeOf(() => checkedAnswers(rent, { moveInDate: '2027-02-30' }, now))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => checkedAnswers(rent, { projectKind: 'investment' }, now))).toBe('VALIDATION_FAILED');
  });
});
