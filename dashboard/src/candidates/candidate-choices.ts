import {
  AGENT_CANDIDATE_STATUSES,
  CANDIDATE_SOURCES,
  CANDIDATE_STATUSES,
  CANDIDATE_STATUS_NAMES,
  CANDIDATE_VERDICTS,
  REFUSAL_REASONS,
  type CandidateStatus,
} from '@creneau/contracts';

/** Choices of the statuses 0–7, labelled by enums.json (fr "Non traité", "Accepté"…). */
export const CANDIDATE_STATUS_CHOICES = CANDIDATE_STATUSES.map((id) => ({
  id,
  name: `enums:candidateStatus.${CANDIDATE_STATUS_NAMES[id]}`,
}));
/** What an agent may pick: all but LOADING, the system's own. */
export const AGENT_STATUS_CHOICES = CANDIDATE_STATUS_CHOICES.filter((choice) =>
  (AGENT_CANDIDATE_STATUSES as readonly CandidateStatus[]).includes(choice.id),
);
export const REFUSAL_REASON_CHOICES = REFUSAL_REASONS.map((id) => ({ id, name: `enums:refusalReason.${id}` }));
export const CANDIDATE_SOURCE_CHOICES = CANDIDATE_SOURCES.map((id) => ({ id, name: `enums:candidateSource.${id}` }));
export const CANDIDATE_VERDICT_CHOICES = CANDIDATE_VERDICTS.map((id) => ({ id, name: `enums:candidateVerdict.${id}` }));

/** The list's columns an agent may show or hide, in their order; the first four show by default. */
export const CANDIDATE_COLUMNS = [
  'lastName',
  'listing',
  'status',
  'createdAt',
  'source',
  'verdict',
  'refusalReason',
  'visitCount',
  'email',
  'phone',
] as const;
export type CandidateColumn = (typeof CANDIDATE_COLUMNS)[number];
export const DEFAULT_CANDIDATE_COLUMNS: CandidateColumn[] = ['lastName', 'listing', 'status', 'createdAt', 'source'];
