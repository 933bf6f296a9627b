import { FALLBACK_LANGUAGE } from '@creneau/contracts';
import { candidateLanguage, translator, type LockedVisit } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import type { CancelVisitDto } from './dto/visit-actions.dto';

/**
 * What the visitor reads of why the agency cancelled: the preset reason in the visitor's language (the
 * visit's contact language), then the agent's own note. Stored as one text, so the visit's history shows
 * the agent exactly what the visitor was told.
 */
export async function cancelReasonText(dto: CancelVisitDto, language: string | null): Promise<string> {
  const note = dto.reason?.trim() ?? '';
  if (!dto.reasonCode) return note;
  const t = await translator(language ?? FALLBACK_LANGUAGE);
  const reason = t(`enums:agencyCancelReason.${dto.reasonCode}`);
  return note ? t('visit.cancelReasonWithNote', { reason, note }) : reason;
}

/** The language the visit's messages go out in, as the workers read it: the booking's, else the candidate's. */
export async function visitorLanguage(manager: EntityManager, visit: LockedVisit): Promise<string | null> {
  if (visit.contact.language) return visit.contact.language;
  return candidateLanguage(manager, visit.candidateId);
}
