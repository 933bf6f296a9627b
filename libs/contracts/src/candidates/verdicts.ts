/**
 * What prequalification rules conclude on a candidate's answers against the listing (issue 20): book a
 * visit at once, join the waiting list, or a polite decline naming the reason. The rules live with the
 * prequalification (cand-flow); this module only names the values stored in candidates.verdict.
 */
export const CANDIDATE_VERDICTS = ['book', 'wait', 'decline'] as const;
export type CandidateVerdict = (typeof CANDIDATE_VERDICTS)[number];

/** One reason behind a verdict: a rule's key and the values it compared, for the agent to read. */
export interface CandidateVerdictReason {
  rule: string;
  /** The answer and the listing's figure the rule compared (e.g. budget 800 vs rent 950). */
  values?: Record<string, string | number | boolean | null>;
}
