import type { UserView } from '@creneau/contracts';
import type { UserEntity } from '@creneau/server';

export type { UserView };

export function toUserView(user: UserEntity & { hasPassword?: boolean }): UserView {
  return {
    id: user.id,
    authType: user.authType,
    agencyId: user.agencyId,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    language: user.language,
    publicSlug: user.publicSlug,
    photoUrl: user.photoUrl,
    active: user.active,
    invitationPending: user.authType === 'realtor' && user.hasPassword === false,
    createdAt: user.createdAt.toISOString(),
  };
}
