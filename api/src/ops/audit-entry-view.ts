import type { AuditEntryView } from '@creneau/contracts';
import type { AuditEntryEntity } from '@creneau/server';

export function toAuditEntryView(entry: AuditEntryEntity): AuditEntryView {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actorUserId: entry.actorUserId,
    effectiveUserId: entry.effectiveUserId,
    agencyId: entry.agencyId,
    action: entry.action,
    method: entry.method,
    path: entry.path,
    status: entry.status,
    ip: entry.ip,
    details: entry.details,
  };
}
