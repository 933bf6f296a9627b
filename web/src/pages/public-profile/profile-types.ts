import type { CSSProperties } from 'react';

// The answers of api/src/identity/public-profiles/public-profiles.controller.ts.

export interface PublicAgent {
  slug: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
}

export interface PublicAgency {
  name: string;
  slug: string;
  country: 'FR' | 'BE';
  timeZone: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  brandColor: string | null;
  languages: string[];
  professionalCardNumber: string | null;
  siren: string | null;
  bceNumber: string | null;
  ipiNumber: string | null;
  agents: PublicAgent[];
}

export interface PublicAgentProfile extends PublicAgent {
  phone: string | null;
  agency: {
    name: string;
    slug: string;
    city: string | null;
    phone: string | null;
    logoUrl: string | null;
    brandColor: string | null;
    country: 'FR' | 'BE';
  };
}

/** A phone number as a tel: link target: no spaces, dots or dashes. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The agency's colour as a CSS variable: an accent band only, never behind text (its contrast is unknown). */
export const brandStyle = (color: string | null) => (color ? ({ '--brand': color } as CSSProperties) : undefined);
