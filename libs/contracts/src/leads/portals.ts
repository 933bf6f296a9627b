/**
 * The listing portals whose lead e-mails the inbound address reads (issue 22), France then Belgium, and
 * the generic reader for any other sender. Labels in enums:portal; the how-to of each in pro:leads.howTo.
 */
export const LEAD_PORTALS = [
  'seloger',
  'leboncoin',
  'bienici',
  'logic_immo',
  'pap',
  'immoweb',
  'zimmo',
  'generic',
] as const;
export type LeadPortal = (typeof LEAD_PORTALS)[number];

/**
 * What became of an inbound message: `received` (stored, not read yet), `parsed` (a lead, its candidate
 * made), `unparsed` (no prospect found: kept for a person, re-parsed after a parser fix) or `ignored`
 * (an automatic reply, a bounce: never answered, so two robots cannot loop).
 */
export const INBOUND_EMAIL_STATUSES = ['received', 'parsed', 'unparsed', 'ignored'] as const;
export type InboundEmailStatus = (typeof INBOUND_EMAIL_STATUSES)[number];

/** Why a message was not made a lead; labels in pro:leads.problems. */
export const INBOUND_EMAIL_PROBLEMS = ['no_contact', 'auto_reply', 'malformed', 'own_address'] as const;
export type InboundEmailProblem = (typeof INBOUND_EMAIL_PROBLEMS)[number];

/** A prospect read from a portal's e-mail. Phone in E.164 when it could be read. */
export interface ParsedLead {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  /** The agency's reference of the listing as the portal repeats it, or the portal's own id. */
  listingReference: string | null;
  listingUrl: string | null;
}
