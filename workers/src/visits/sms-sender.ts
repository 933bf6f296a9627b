import type { WorkersConfig } from '../config/workers.config';

/** A number (E.164) or a Twilio Messaging Service (its pool of numbers) can take replies; a name cannot. */
function repliesTo(sender: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(sender) || /^MG[0-9a-f]{32}$/.test(sender);
}

/**
 * Whether a visitor can answer the agency's SMS: by its own sender when it set one, else the install's.
 * Without Twilio (the development outbox) the texts are the ones a number would send.
 */
export function canTakeReplies(
  agencySender: string | null,
  config: Pick<WorkersConfig, 'TWILIO_ACCOUNT_SID' | 'TWILIO_MESSAGING_SERVICE_SID' | 'TWILIO_FROM'>,
): boolean {
  if (agencySender) return repliesTo(agencySender);
  if (!config.TWILIO_ACCOUNT_SID) return true;
  if (config.TWILIO_MESSAGING_SERVICE_SID) return true;
  return repliesTo(config.TWILIO_FROM ?? '');
}

/**
 * "the visit of someone" in the reader's language: French elides "de" before a vowel ("d’Élodie", an h
 * is left alone, aspiré or not), Dutch says "van", English the possessive.
 */
export function ofPerson(name: string, language: string): string {
  if (language === 'nl') return `van ${name}`;
  if (language === 'en') return `${name}’s`;
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? `d’${name}` : `de ${name}`;
}
