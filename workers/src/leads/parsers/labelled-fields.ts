import { toE164 } from '@creneau/contracts';
import type { LeadMail, PortalLead } from './lead-mail';

type Field = 'firstName' | 'lastName' | 'name' | 'email' | 'phone' | 'message' | 'reference' | 'url';
type Language = PortalLead['language'];

// Labels portals print before each value, normalised (lower case, no accents), with their language.
const LABELS: Record<string, [Field, Language | null]> = {
  prenom: ['firstName', 'fr'],
  voornaam: ['firstName', 'nl'],
  'first name': ['firstName', 'en'],
  nom: ['lastName', 'fr'],
  'nom de famille': ['lastName', 'fr'],
  achternaam: ['lastName', 'nl'],
  familienaam: ['lastName', 'nl'],
  'last name': ['lastName', 'en'],
  surname: ['lastName', 'en'],
  'nom complet': ['name', 'fr'],
  'nom et prenom': ['name', 'fr'],
  'prenom et nom': ['name', 'fr'],
  contact: ['name', null],
  naam: ['name', 'nl'],
  name: ['name', 'en'],
  'full name': ['name', 'en'],
  'e-mail': ['email', null],
  email: ['email', null],
  mail: ['email', null],
  'adresse e-mail': ['email', 'fr'],
  'adresse email': ['email', 'fr'],
  courriel: ['email', 'fr'],
  'e-mailadres': ['email', 'nl'],
  'email address': ['email', 'en'],
  telephone: ['phone', null],
  tel: ['phone', null],
  'numero de telephone': ['phone', 'fr'],
  portable: ['phone', 'fr'],
  telefoon: ['phone', 'nl'],
  telefoonnummer: ['phone', 'nl'],
  gsm: ['phone', null],
  phone: ['phone', 'en'],
  'phone number': ['phone', 'en'],
  mobile: ['phone', null],
  message: ['message', null],
  'votre message': ['message', 'fr'],
  'son message': ['message', 'fr'],
  commentaire: ['message', 'fr'],
  bericht: ['message', 'nl'],
  'uw bericht': ['message', 'nl'],
  'zijn bericht': ['message', 'nl'],
  reference: ['reference', null],
  ref: ['reference', null],
  'reference de l annonce': ['reference', 'fr'],
  'reference annonce': ['reference', 'fr'],
  'reference agence': ['reference', 'fr'],
  'votre reference': ['reference', 'fr'],
  referentie: ['reference', 'nl'],
  'uw referentie': ['reference', 'nl'],
  'referentie van het zoekertje': ['reference', 'nl'],
  'listing reference': ['reference', 'en'],
  'your reference': ['reference', 'en'],
  'lien de l annonce': ['url', 'fr'],
  'lien vers l annonce': ['url', 'fr'],
  'link naar het zoekertje': ['url', 'nl'],
  link: ['url', null],
  url: ['url', null],
  'listing link': ['url', 'en'],
};

const normalise = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim();

// A message ends at the portal's footer: a signature dash, a rule, or its boilerplate.
const FOOTER =
  /^(--\s*$|_{3,}|-{3,}|={3,}|ce (message|mail|courriel)|dit (bericht|e-mail)|this (message|e-mail)|repondez|antwoord|reply to|pour repondre|om te antwoorden)/i;

/** "Label : value" lines (any of the labels above), and a message's following lines. */
export function labelledFields(text: string): { values: Partial<Record<Field, string>>; language: Language | null } {
  const values: Partial<Record<Field, string>> = {};
  const votes: Record<Language, number> = { fr: 0, nl: 0, en: 0 };
  const lines = text.replace(/\r/g, '').split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const match = /^\s*[*•-]?\s*([^:]{2,40}?)\s*:\s*(.*)$/.exec(lines[i]);
    if (!match) continue;
    const known = LABELS[normalise(match[1])];
    if (!known) continue;
    const [field, language] = known;
    if (language) votes[language] += 1;
    if (values[field]) continue;
    let value = match[2].trim();
    if (field === 'message') {
      const body: string[] = value ? [value] : [];
      for (i += 1; i < lines.length && !FOOTER.test(normalise(lines[i]) || lines[i]); i += 1) body.push(lines[i]);
      value = body.join('\n').trim();
    }
    if (value) values[field] = value;
  }
  const language = (Object.keys(votes) as Language[]).sort((a, b) => votes[b] - votes[a])[0];
  return { values, language: votes[language] > 0 ? language : null };
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const URL_PATTERN = /https?:\/\/[^\s<>"')]+/i;
const SUBJECT_REFERENCE = /\br[ée]f(?:[ée]rence|erentie)?\.?\s*(?:n°|nr\.?|:|#)?\s*([A-Z0-9][\w/-]{1,30})/i;

/** An e-mail address in the text, lower case, or null. */
export const emailIn = (text: string | undefined): string | null => EMAIL.exec(text ?? '')?.[0].toLowerCase() ?? null;

/** A phone in E.164 (libphonenumber-js), read as French then Belgian when written nationally. */
export function phoneIn(text: string | undefined, country: 'FR' | 'BE' = 'FR'): string | null {
  if (!text) return null;
  const written = text.replace(/[^\d+]/g, '');
  return toE164(written, country) ?? toE164(written, country === 'FR' ? 'BE' : 'FR');
}

/** "Marie Dupont" → first and last names (the last word is the last name). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.replace(/["<>]/g, '').trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}

/**
 * The lead of a message whose portal prints labelled fields, the common shape of every portal's e-mail;
 * `country` reads national phone numbers, `language` is the portal's when the labels do not say.
 */
export function leadFromFields(
  mail: LeadMail,
  options: { country: 'FR' | 'BE'; language?: PortalLead['language']; trustReplyTo?: boolean },
): PortalLead | null {
  // The text part first; the HTML's table rows fill in what mailparser's text of them ran together.
  const fromHtml = labelledFields(mail.htmlText);
  const fromText = labelledFields(mail.text);
  const values = { ...fromHtml.values, ...fromText.values };
  const language = fromText.language ?? fromHtml.language;
  const email = emailIn(values.email) ?? (options.trustReplyTo ? emailIn(mail.replyTo ?? undefined) : null);
  const phone = phoneIn(values.phone, options.country);
  if (!email && !phone) return null;
  // "Nom : Thomas Bernard" with no first name is the whole name.
  const named = values.firstName
    ? { firstName: values.firstName, lastName: values.lastName ?? '' }
    : splitName(values.lastName ?? values.name ?? (options.trustReplyTo ? mail.replyToName : ''));
  return {
    firstName: named.firstName.slice(0, 100),
    lastName: named.lastName.slice(0, 100),
    email,
    phone,
    message: values.message?.slice(0, 4000) ?? null,
    listingReference: values.reference?.split(/\s/)[0] ?? SUBJECT_REFERENCE.exec(mail.subject)?.[1] ?? null,
    listingUrl: URL_PATTERN.exec(values.url ?? '')?.[0] ?? URL_PATTERN.exec(mail.text)?.[0] ?? null,
    language: options.language ?? language ?? 'fr',
  };
}
