import { twilioWebhookUrl } from '@creneau/server';
import { Module } from '@nestjs/common';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { DevOutboxEmailTransport } from './dev-outbox-email.transport';
import { DevOutboxSmsTransport } from './dev-outbox-sms.transport';
import { EmailClaims } from './email-claims';
import { EMAIL_TRANSPORT } from './email-transport';
import { SendEmailHandler } from './send-email.handler';
import { RedactSmsAtProviderHandler } from './redact-sms-at-provider.handler';
import { SendSmsHandler } from './send-sms.handler';
import { SmsClaimService } from './sms-claim.service';
import { SMS_TRANSPORT, type SmsTransport } from './sms-transport';
import { SmtpEmailTransport } from './smtp-email.transport';
import { TwilioSmsTransport } from './twilio-sms.transport';

function smsTransport(config: WorkersConfig): SmsTransport {
  // The configuration is all or none (checked at start-up): the account SID alone decides.
  if (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN) return new DevOutboxSmsTransport();
  return new TwilioSmsTransport({
    accountSid: config.TWILIO_ACCOUNT_SID,
    authToken: config.TWILIO_AUTH_TOKEN,
    messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
    from: config.TWILIO_FROM,
    statusCallbackUrl: twilioWebhookUrl(config.PUBLIC_URL, 'status'),
    apiBase: config.TWILIO_API_BASE,
    timeoutMs: config.TWILIO_TIMEOUT_MS,
  });
}

@Module({
  providers: [
    {
      provide: EMAIL_TRANSPORT,
      useFactory: (config: WorkersConfig) =>
        config.SMTP_URL
          ? new SmtpEmailTransport(config.SMTP_URL, config.MAIL_FROM)
          : new DevOutboxEmailTransport(config.MAIL_FROM),
      inject: [WORKERS_CONFIG],
    },
    { provide: SMS_TRANSPORT, useFactory: smsTransport, inject: [WORKERS_CONFIG] },
    EmailClaims,
    SendEmailHandler,
    SmsClaimService,
    SendSmsHandler,
    RedactSmsAtProviderHandler,
  ],
})
export class NotificationsModule {}
