import type { AbsenceView } from '@creneau/contracts';
import type { AbsenceEntity } from '@creneau/server';

export function toAbsenceView(absence: AbsenceEntity): AbsenceView {
  return {
    id: absence.id,
    agencyId: absence.agencyId,
    agentId: absence.agentId,
    startsAt: absence.startsAt.toISOString(),
    endsAt: absence.endsAt.toISOString(),
    reason: absence.reason,
    createdAt: absence.createdAt.toISOString(),
  };
}
