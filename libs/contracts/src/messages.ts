export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** Why a message exists; the catalogue key of its text is messages:<purpose>. */
export const MESSAGE_PURPOSES = [
  'magic_link',
  'password_reset',
  'invitation',
  // Visits and their reminders (issue 5).
  'visit_booked',
  'visit_booked_agent',
  'visit_confirmation_request',
  'visit_reminder',
  'visit_unconfirmed_agent',
  'visit_released',
  'visit_cancelled_agent',
  'visit_cancelled_candidate',
  'visit_interest',
  'visit_voucher',
  'owner_weekly_report',
  'sms_reply',
] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];
export const DEV_OUTBOX_PROVIDER = 'dev-outbox';
