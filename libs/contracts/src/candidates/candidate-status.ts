import type { RefusalReason } from './refusal-reasons';

/**
 * The numeric statuses of a candidate (product spec §4). The numbers are the stored values and the
 * wire values: never renumber one.
 */
export const CANDIDATE_STATUS = {
  UNKNOWN: 0,
  OK: 1,
  KO: 2,
  WAITING_FOR_DOCUMENTS: 3,
  WAITING_FOR_APPROVAL: 4,
  WAITING: 5,
  LOADING: 6,
  WAITING_FOR_VISIT: 7,
} as const;
export type CandidateStatusName = keyof typeof CANDIDATE_STATUS;
export type CandidateStatus = (typeof CANDIDATE_STATUS)[CandidateStatusName];
export const CANDIDATE_STATUSES = Object.values(CANDIDATE_STATUS) as CandidateStatus[];
/** The name of each number, as enums.json keys its labels (enums:candidateStatus.<NAME>). */
export const CANDIDATE_STATUS_NAMES = Object.fromEntries(
  Object.entries(CANDIDATE_STATUS).map(([name, value]) => [value, name]),
) as Record<CandidateStatus, CandidateStatusName>;

/** Who moves a candidate: an agent of the agency, the product itself, or the candidate (an interest link). */
export type CandidateActorKind = 'agent' | 'system' | 'candidate';

const { UNKNOWN, OK, KO, WAITING_FOR_DOCUMENTS, WAITING_FOR_APPROVAL, WAITING, LOADING, WAITING_FOR_VISIT } =
  CANDIDATE_STATUS;

/**
 * Where each status may go, for anyone but the system's own LOADING (below).
 *
 * - UNKNOWN "Non traité": the request just arrived; the agent may take it anywhere (a visit to come,
 *   their own decision pending, documents asked, accepted or refused).
 * - WAITING_FOR_VISIT "En attente visite": a visit is booked or to be booked.
 * - WAITING "En attente agent": the ball is in the agent's court (after a visit, a waiting list).
 * - WAITING_FOR_DOCUMENTS "En attente client": the candidate owes something (their file).
 * - WAITING_FOR_APPROVAL "En attente validation": the owner or the agency's manager decides.
 * - OK "Accepté": chosen; may still be refused later (the candidate withdraws, the deal falls through).
 * - KO "Refusé": closed with a refusal reason; the agent may reopen it to WAITING (a mistake, a second
 *   chance), never straight to OK: reopening is a decision of its own in the history.
 * - Nobody moves back to UNKNOWN: once handled, a request stays handled.
 */
export const CANDIDATE_TRANSITIONS: Record<CandidateStatus, readonly CandidateStatus[]> = {
  [UNKNOWN]: [WAITING_FOR_VISIT, WAITING, WAITING_FOR_DOCUMENTS, WAITING_FOR_APPROVAL, OK, KO],
  [WAITING_FOR_VISIT]: [WAITING, WAITING_FOR_DOCUMENTS, WAITING_FOR_APPROVAL, OK, KO],
  [WAITING]: [WAITING_FOR_VISIT, WAITING_FOR_DOCUMENTS, WAITING_FOR_APPROVAL, OK, KO],
  [WAITING_FOR_DOCUMENTS]: [WAITING, WAITING_FOR_APPROVAL, OK, KO],
  [WAITING_FOR_APPROVAL]: [WAITING, WAITING_FOR_DOCUMENTS, OK, KO],
  [OK]: [KO],
  [KO]: [WAITING],
  [LOADING]: [],
};

/**
 * LOADING "En cours de chargement" is the system's own: only the system puts a fresh request (UNKNOWN)
 * into it while it loads what came with it (a portal e-mail, an integration), and only the system takes
 * it out, to UNKNOWN when loaded or KO when what came cannot be used.
 */
export const SYSTEM_TRANSITIONS: Partial<Record<CandidateStatus, readonly CandidateStatus[]>> = {
  [UNKNOWN]: [LOADING],
  [LOADING]: [UNKNOWN, WAITING_FOR_VISIT, KO],
};

/** Statuses an agent may pick in the back office: all but the system's LOADING. */
export const AGENT_CANDIDATE_STATUSES = CANDIDATE_STATUSES.filter((status) => status !== LOADING);

/** Statuses that end the request; a waiting list or a reminder leaves these alone. */
export const CLOSED_CANDIDATE_STATUSES: readonly CandidateStatus[] = [OK, KO];

export function isCandidateStatus(value: unknown): value is CandidateStatus {
  return typeof value === 'number' && (CANDIDATE_STATUSES as number[]).includes(value);
}

/**
 * Why a move is refused, or null when allowed. Each refusal has its stable error code (409):
 * CANDIDATE_STATE_INVALID for a move the table above forbids (LOADING included, for anyone but the
 * system), CANDIDATE_REFUSAL_REASON_REQUIRED for a refusal without its reason (and a reason given
 * with anything but a refusal is a validation error, refused before this check).
 */
export function candidateMoveRefusal(
  from: CandidateStatus,
  to: CandidateStatus,
  actor: CandidateActorKind,
  reason: RefusalReason | null | undefined,
): 'CANDIDATE_STATE_INVALID' | 'CANDIDATE_REFUSAL_REASON_REQUIRED' | null {
  const allowed =
    CANDIDATE_TRANSITIONS[from].includes(to) || (actor === 'system' && !!SYSTEM_TRANSITIONS[from]?.includes(to));
  if (!allowed) return 'CANDIDATE_STATE_INVALID';
  if (to === KO && !reason) return 'CANDIDATE_REFUSAL_REASON_REQUIRED';
  return null;
}

export function canMoveCandidate(
  from: CandidateStatus,
  to: CandidateStatus,
  actor: CandidateActorKind = 'agent',
  reason: RefusalReason | null = null,
): boolean {
  return candidateMoveRefusal(from, to, actor, reason) === null;
}
