import { LANGUAGES, MESSAGE_CHANNELS, MESSAGE_PURPOSES, MESSAGE_STATUSES } from '@creneau/contracts';

export const MESSAGE_STATUS_CHOICES = MESSAGE_STATUSES.map((id) => ({ id, name: `messages.status.${id}` }));
export const MESSAGE_CHANNEL_CHOICES = MESSAGE_CHANNELS.map((id) => ({ id, name: `messageLog.channel.${id}` }));
export const MESSAGE_PURPOSE_CHOICES = MESSAGE_PURPOSES.map((id) => ({ id, name: `messageLog.purpose.${id}` }));
export const MESSAGE_LANGUAGE_CHOICES = LANGUAGES.map((id) => ({ id, name: `messageLog.language.${id}` }));
export const MESSAGE_PROVIDER_CHOICES = [
  { id: 'dev-outbox', name: 'messages.provider.devOutbox' },
  { id: 'smtp', name: 'SMTP' },
  { id: 'twilio', name: 'Twilio' },
];
