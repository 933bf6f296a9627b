import { Module } from '@nestjs/common';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { DevOutboxEmailTransport } from './dev-outbox-email.transport';
import { EMAIL_TRANSPORT } from './email-transport';
import { SendEmailHandler } from './send-email.handler';
import { SmtpEmailTransport } from './smtp-email.transport';

@Module({
  providers: [
    {
      provide: EMAIL_TRANSPORT,
      useFactory: (config: WorkersConfig) =>
        config.SMTP_URL ? new SmtpEmailTransport(config.SMTP_URL, config.MAIL_FROM) : new DevOutboxEmailTransport(),
      inject: [WORKERS_CONFIG],
    },
    SendEmailHandler,
  ],
})
export class NotificationsModule {}
