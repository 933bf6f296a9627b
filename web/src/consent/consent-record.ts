// The cookie-consent record of the specification: localStorage key `cookieConsent`, version 5,
// `choices` a list of known service ids. Anything else is discarded silently.
export const CONSENT_KEY = 'cookieConsent';
export const CONSENT_VERSION = 5;

export interface ConsentService {
  id: 'recaptcha' | 'google_analytics';
  /** Mandatory services are always on and cannot be toggled off. */
  mandatory: boolean;
}

export const CONSENT_SERVICES: readonly ConsentService[] = [
  { id: 'recaptcha', mandatory: true },
  { id: 'google_analytics', mandatory: false },
];

export type ServiceId = ConsentService['id'];

export interface ConsentRecord {
  version: number;
  choices: ServiceId[];
}

const KNOWN = new Set<string>(CONSENT_SERVICES.map((service) => service.id));
const MANDATORY = CONSENT_SERVICES.filter((service) => service.mandatory).map((service) => service.id);

/** The stored record if it is valid and of the current version; null for anything else. */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { version, choices } = value as { version?: unknown; choices?: unknown };
  if (typeof version !== 'number' || version !== CONSENT_VERSION) return null;
  if (!Array.isArray(choices) || !choices.every((choice) => typeof choice === 'string' && KNOWN.has(choice)))
    return null;
  return { version, choices: choices as ServiceId[] };
}

export const acceptAllChoices = (): ServiceId[] => CONSENT_SERVICES.map((service) => service.id);
export const refuseAllChoices = (): ServiceId[] => [...MANDATORY];
/** What the person toggled on, and the mandatory services whatever they did. */
export const savedChoices = (toggled: readonly ServiceId[]): ServiceId[] =>
  CONSENT_SERVICES.map((service) => service.id).filter((id) => MANDATORY.includes(id) || toggled.includes(id));

/** False for every service until a choice exists; then true if chosen or mandatory. */
export function isServiceAllowed(choices: readonly ServiceId[] | null, id: ServiceId): boolean {
  if (choices === null) return false;
  return choices.includes(id) || MANDATORY.includes(id);
}
