export const AUTH_TYPES = ['realtor', 'visitor', 'ops'] as const;
export type AuthTypeName = (typeof AUTH_TYPES)[number];
export const AGENCY_ROLES = ['agency_admin', 'agent'] as const;
export type AgencyRoleName = (typeof AGENCY_ROLES)[number];

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
