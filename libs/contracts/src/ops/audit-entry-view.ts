/** One line of the audit log (GET /api/audit-log): who did what, and as whom. */
export interface AuditEntryView {
  /** A bigint, as a string. */
  id: string;
  /** @format date-time */
  at: string;
  /** The person at the keyboard: the ops user while masquerading. */
  actorUserId: string | null;
  /** Whom the action was done as. */
  effectiveUserId: string | null;
  agencyId: string | null;
  action: string;
  method: string | null;
  path: string | null;
  status: number | null;
  ip: string | null;
  details: Record<string, unknown>;
}
