import { INBOUND_EMAIL_STATUSES, LEAD_PORTALS } from '@creneau/contracts';

export const INBOUND_STATUS_CHOICES = INBOUND_EMAIL_STATUSES.map((id) => ({
  id,
  name: `enums:inboundEmailStatus.${id}`,
}));
export const LEAD_PORTAL_CHOICES = LEAD_PORTALS.map((id) => ({ id, name: `enums:leadPortal.${id}` }));
