import {
  AGENT_CANDIDATE_STATUSES,
  CANDIDATE_STATUS,
  CANDIDATE_STATUSES,
  CANDIDATE_TRANSITIONS,
  candidateMoveRefusal,
  canMoveCandidate,
} from './candidate-status';
import { REFUSAL_REASONS } from './refusal-reasons';

const { UNKNOWN, OK, KO, WAITING, LOADING, WAITING_FOR_VISIT } = CANDIDATE_STATUS;

describe('candidate statuses', () => {
  it('are the eight numbers of spec §4', () => {
    expect(CANDIDATE_STATUSES).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('name the nine refusal reasons of spec §8, the file one after this product', () => {
    expect(REFUSAL_REASONS).toEqual([
      'propertyUnavailable',
      'customerNotInterested',
      'creneauFileNotFilled',
      'weakVisitorSituation',
      'noFinancialData',
      'missingGarantor',
      'tooManyPeople',
      'wrongPropertyUsage',
      'other',
    ]);
  });

  it('let an agent take a fresh request anywhere but LOADING', () => {
    for (const to of AGENT_CANDIDATE_STATUSES.filter((status) => status !== UNKNOWN)) {
      expect({ to, ok: canMoveCandidate(UNKNOWN, to, 'agent', 'other') }).toEqual({ to, ok: true });
    }
    expect(canMoveCandidate(UNKNOWN, LOADING, 'agent')).toBe(false);
  });

  it('keep LOADING to the system, both ways', () => {
    expect(canMoveCandidate(UNKNOWN, LOADING, 'system')).toBe(true);
    expect(canMoveCandidate(LOADING, UNKNOWN, 'system')).toBe(true);
    expect(canMoveCandidate(LOADING, UNKNOWN, 'agent')).toBe(false);
    expect(canMoveCandidate(LOADING, WAITING_FOR_VISIT, 'candidate')).toBe(false);
  });

  it('refuse a refusal without its reason, with its own code', () => {
    expect(candidateMoveRefusal(WAITING, KO, 'agent', null)).toBe('CANDIDATE_REFUSAL_REASON_REQUIRED');
    expect(candidateMoveRefusal(WAITING, KO, 'agent', 'tooManyPeople')).toBeNull();
  });

  it('never move back to UNKNOWN, and reopen a refusal to WAITING only', () => {
    for (const from of CANDIDATE_STATUSES) expect(CANDIDATE_TRANSITIONS[from]).not.toContain(UNKNOWN);
    expect(CANDIDATE_TRANSITIONS[KO]).toEqual([WAITING]);
    expect(candidateMoveRefusal(KO, OK, 'agent', null)).toBe('CANDIDATE_STATE_INVALID');
    expect(canMoveCandidate(OK, KO, 'agent', 'customerNotInterested')).toBe(true);
  });
});
