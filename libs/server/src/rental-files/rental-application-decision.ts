import {
  CANDIDATE_STATUS,
  checkRentalDocumentKind,
  CLOSED_CANDIDATE_STATUSES,
  RENTAL_PERSON_ROLES,
  type RentalApplicationDecision,
} from '@creneau/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CandidateTransitionError, lockCandidate, moveCandidate, type CandidateActor } from '../candidates';
import { publishEvent } from '../outbox/outbox.writer';
import { recordApplicationDecision, type RentalApplicationRow } from './rental-application.queries';

/** Documents asked that the region's list does not name for anyone of a file: nothing is moved. */
export class RequestedKindsRefused extends Error {
  constructor(readonly kinds: string[]) {
    super(`Not on the region's list: ${kinds.join(', ')}`);
  }
}

/** The kinds among `kinds` that no role of this region's list may give (at the application stage). */
export function refusedKinds(application: Pick<RentalApplicationRow, 'region'>, kinds: readonly string[]): string[] {
  return kinds.filter(
    (kind) => !RENTAL_PERSON_ROLES.some((role) => checkRentalDocumentKind(application.region, kind, role).allowed),
  );
}

/**
 * An agent's decision on an application, through the candidate's status transitions (the application is
 * the candidate): accept (OK), refuse with a reason (KO), or ask for documents (WAITING_FOR_DOCUMENTS with
 * the kinds asked, which sends the applicant a link to exactly those). In the caller's transaction; a
 * refused move throws CandidateTransitionError and changes nothing.
 */
export async function decideApplication(
  manager: EntityManager,
  application: RentalApplicationRow,
  decision: RentalApplicationDecision,
  actor: CandidateActor,
): Promise<void> {
  const candidate = await lockCandidate(manager, application.candidateId, application.agencyId);
  if (!candidate) throw new CandidateTransitionError('CANDIDATE_STATE_INVALID', application.status, application.status);
  if (decision.decision === 'ask_documents') {
    const refused = refusedKinds(application, decision.kinds);
    if (refused.length > 0 || decision.kinds.length === 0) throw new RequestedKindsRefused(refused);
  }
  const to =
    decision.decision === 'accept'
      ? CANDIDATE_STATUS.OK
      : decision.decision === 'refuse'
        ? CANDIDATE_STATUS.KO
        : CANDIDATE_STATUS.WAITING_FOR_DOCUMENTS;
  const eventId = await moveCandidate(manager, candidate, {
    to,
    actor,
    reason: decision.decision === 'refuse' ? decision.refusalReason : null,
  });
  const requestedKinds = decision.decision === 'ask_documents' ? [...new Set(decision.kinds)] : null;
  await recordApplicationDecision(manager, application.id, {
    requestedKinds,
    closed: CLOSED_CANDIDATE_STATUSES.includes(to),
  });
  if (requestedKinds) {
    await publishEvent(
      manager,
      'rental_application.documents_requested',
      { applicationId: application.id, eventId: eventId ?? randomUUID() },
      application.agencyId,
    );
  }
}
