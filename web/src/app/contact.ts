// The operator's contact details, shown on the home page's toolbar, the landing's contact block and the
// footer. These are stand-ins to be replaced by the real ones: a number from the French range ARCEP
// keeps for fiction (01 99 00 xx xx), an address on a reserved domain, and the social profiles.
export const CONTACT_PHONE = { display: '+33 1 99 00 12 34', dial: '+33199001234' };
export const CONTACT_EMAIL = 'contact@creneau.example';

export const SOCIAL_LINKS = [
  { id: 'linkedin', href: 'https://www.linkedin.com/company/creneau-immo' },
  { id: 'instagram', href: 'https://www.instagram.com/creneau.immo' },
  { id: 'youtube', href: 'https://www.youtube.com/@creneau-immo' },
] as const;
