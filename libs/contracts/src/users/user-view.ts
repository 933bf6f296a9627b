import type { AgencyRoleName, AuthTypeName } from '../identity';

/** A user as the back office lists and edits them (GET/POST/PUT /api/users). */
export interface UserView {
  id: string;
  authType: AuthTypeName;
  agencyId: string | null;
  role: AgencyRoleName | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: string;
  publicSlug: string | null;
  photoUrl: string | null;
  active: boolean;
  /** A realtor invited who has not yet chosen a password. */
  invitationPending: boolean;
  /** @format date-time */
  createdAt: string;
}
