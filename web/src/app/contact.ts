import type { ContactPhone, PublicContact } from '@creneau/contracts';
import type { Market } from '../lib/market';
import { usePublicConfig } from '../lib/public-config';

/**
 * The operator's contact details, configured on the API (CONTACT_EMAIL, CONTACT_PHONE_FR/BE) and read from
 * /api/public/config; null while they load or when the API cannot be reached.
 */
export function useContact(): PublicContact | null {
  return usePublicConfig()?.contact ?? null;
}

/** The number a visitor of the French or the Belgian variant calls. */
export function useContactPhone(market: Market): ContactPhone | null {
  return useContact()?.phones[market] ?? null;
}

export const SOCIAL_LINKS = [
  { id: 'linkedin', href: 'https://www.linkedin.com/company/creneau-immo' },
  { id: 'instagram', href: 'https://www.instagram.com/creneau.immo' },
  { id: 'youtube', href: 'https://www.youtube.com/@creneau-immo' },
] as const;
