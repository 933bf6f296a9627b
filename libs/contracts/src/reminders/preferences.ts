// What an agent is warned of, and how. Defaults favour e-mail, except when a visit falls through.
// documents_added: documents added to a rental file shared with the agency, grouped into one message (issue 21).
export const AGENT_ALERTS = ['visit_booked', 'visit_cancelled', 'visit_unconfirmed', 'documents_added'] as const;
export type AgentAlert = (typeof AGENT_ALERTS)[number];
export const ALERT_CHANNELS = ['sms', 'email', 'both', 'none'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const DEFAULT_ALERT_CHANNELS: Readonly<Record<AgentAlert, AlertChannel>> = {
  visit_booked: 'email',
  visit_cancelled: 'both',
  visit_unconfirmed: 'both',
  documents_added: 'email',
};

export interface NotificationPreferences {
  channels: Record<AgentAlert, AlertChannel>;
  /** "HH:MM" local to the agency, or null when the agent has none. */
  quietHours: { start: string; end: string } | null;
}

/** Whether a local wall time "HH:MM" falls inside quiet hours, which may run across midnight. */
export function inQuietHours(wallTime: string, quiet: { start: string; end: string }): boolean {
  if (quiet.start === quiet.end) return false;
  return quiet.start < quiet.end
    ? wallTime >= quiet.start && wallTime < quiet.end
    : wallTime >= quiet.start || wallTime < quiet.end;
}
