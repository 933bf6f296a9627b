import type { Market } from '../lib/market';

export interface ContactPhone {
  display: string;
  dial: string;
}

// The operator's contact details, shown on the home page's toolbar, the landing's contact block and the
// footer. These are stand-ins to be replaced by the real ones. France: a number from the range ARCEP
// keeps for fiction (01 99 00 xx xx). Belgium has no such range; a Brussels subscriber number never
// starts with 0 (the trunk prefix), so 02 000 xx xx cannot ring anyone.
const PHONES: Record<Market, ContactPhone> = {
  fr: { display: '+33 1 99 00 12 34', dial: '+33199001234' },
  be: { display: '+32 2 000 12 34', dial: '+3220001234' },
};

/** The number a visitor of the French or the Belgian variant calls. */
export const contactPhone = (market: Market): ContactPhone => PHONES[market];

export const CONTACT_EMAIL = 'contact@creneau.example';

export const SOCIAL_LINKS = [
  { id: 'linkedin', href: 'https://www.linkedin.com/company/creneau-immo' },
  { id: 'instagram', href: 'https://www.instagram.com/creneau.immo' },
  { id: 'youtube', href: 'https://www.youtube.com/@creneau-immo' },
] as const;
