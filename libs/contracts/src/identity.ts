export const AUTH_TYPES = ['realtor', 'visitor', 'ops'] as const;
export type AuthTypeName = (typeof AUTH_TYPES)[number];
export const AGENCY_ROLES = ['agency_admin', 'agent'] as const;
export type AgencyRoleName = (typeof AGENCY_ROLES)[number];
/**
 * A public address of an agency or agent (/book/{slug}, /agency/{slug}, /agent/{slug}): lowercase words
 * joined by dashes, never the shape of a UUID, which names a listing's booking page.
 */
export const PUBLIC_SLUG = /^(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$)[a-z0-9]+(-[a-z0-9]+)*$/;

export interface MeResponse {
  user: {
    id: string;
    authType: AuthTypeName;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    role: AgencyRoleName | null;
    agencyId: string | null;
    language: string;
  };
  agency: { id: string; name: string; slug: string; country: 'FR' | 'BE'; timeZone: string } | null;
  /** Set while an ops user acts as someone else: the banner shows it with a way back. */
  masquerade: { realUserId: string; realEmail: string } | null;
  csrfToken: string;
}

/** An agent as anyone may see them: no id, no e-mail. */
export interface PublicAgent {
  slug: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
}

/** What /api/public/agencies/{slug} shows of an active agency, with its agents that have a public page. */
export interface PublicAgencyProfile {
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

/** What /api/public/agents/{slug} shows of an active agent, with their agency. */
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
