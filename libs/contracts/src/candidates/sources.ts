/**
 * Every way a candidate comes in (issue 20). Portal e-mails and integrations are plugged in later; the
 * values exist now so the column and the filters need no migration then. Labels in enums:candidateSource.
 */
export const CANDIDATE_SOURCES = [
  'booking_page',
  'widget',
  'portal',
  'integration',
  'manual',
  'interest_link',
  'waiting_list',
  'rental_file',
] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];

/** The sources a public booking may claim for itself: the page it was made on, framed or reached from. */
export const BOOKING_CHANNELS = [
  'booking_page',
  'widget',
  'interest_link',
] as const satisfies readonly CandidateSource[];
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

/**
 * Where known, what brought the candidate: the campaign (utm_* of the booking page's address), the
 * page they came from, the site embedding the widget. Never personal data; each text is capped.
 */
export interface CandidateSourceDetail {
  campaign?: string;
  medium?: string;
  sourceName?: string;
  referrer?: string;
  origin?: string;
}

/** The longest text kept in one field of a source detail: enough for a URL, not for a payload. */
export const SOURCE_DETAIL_MAX_LENGTH = 300;

/** The source detail with unknown keys dropped, texts trimmed and capped; undefined when nothing is left. */
export function cleanSourceDetail(detail: unknown): CandidateSourceDetail | undefined {
  if (!detail || typeof detail !== 'object') return undefined;
  const keys: (keyof CandidateSourceDetail)[] = ['campaign', 'medium', 'sourceName', 'referrer', 'origin'];
  const clean: CandidateSourceDetail = {};
  for (const key of keys) {
    const value = (detail as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) clean[key] = value.trim().slice(0, SOURCE_DETAIL_MAX_LENGTH);
  }
  return Object.keys(clean).length ? clean : undefined;
}
