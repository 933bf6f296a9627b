import { env, type ConfigOf } from './env.util';

// Twilio for SMS. All or none: without them SMS go to the development outbox.
export const twilioEnvSchema = {
  TWILIO_ACCOUNT_SID: env.optional(),
  TWILIO_AUTH_TOKEN: env.optional(),
  // One of the two senders: a Messaging Service, or a number / alphanumeric sender id.
  TWILIO_MESSAGING_SERVICE_SID: env.optional(),
  TWILIO_FROM: env.optional(),
};

export type TwilioConfig = ConfigOf<typeof twilioEnvSchema>;

/** What is wrong with a partial Twilio configuration, in words naming the variables; empty when usable. */
export function twilioConfigProblems(config: TwilioConfig): string[] {
  const names = Object.keys(twilioEnvSchema) as (keyof TwilioConfig)[];
  if (names.every((name) => config[name] === undefined)) return [];
  const problems: string[] = [];
  for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const) {
    if (!config[name]) problems.push(`${name} is required when any TWILIO_ variable is set (all or none)`);
  }
  if (!config.TWILIO_MESSAGING_SERVICE_SID && !config.TWILIO_FROM) {
    problems.push('TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM is required when any TWILIO_ variable is set');
  }
  if (config.TWILIO_MESSAGING_SERVICE_SID && config.TWILIO_FROM) {
    problems.push('set TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM, not both');
  }
  return problems;
}

/** The address Twilio calls for a webhook, as the signature covers it: the public origin, not the proxy's. */
export function twilioWebhookUrl(publicUrl: string, hook: 'status' | 'inbound'): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/webhooks/twilio/${hook}`;
}
