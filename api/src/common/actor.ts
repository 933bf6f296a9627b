import type { AgencyRole, AuthType } from '@creneau/server';

/**
 * Who a request acts as. Every query is scoped by it: `agencyId` for realtors, `userId` for visitors,
 * nothing for ops. While masquerading, `realUserId` is the ops user at the keyboard.
 */
export interface Actor {
  sessionId: string;
  userId: string;
  authType: AuthType;
  agencyId: string | null;
  role: AgencyRole | null;
  language: string;
  realUserId: string;
  csrfToken: string;
}

export const isOps = (actor: Actor): boolean => actor.authType === 'ops';
export const isMasquerading = (actor: Actor): boolean => actor.realUserId !== actor.userId;
