import { Module } from '@nestjs/common';
import { TwilioSignatureGuard } from './twilio-signature.guard';
import { TwilioWebhooksController } from './twilio-webhooks.controller';
import { TwilioWebhooksService } from './twilio-webhooks.service';

@Module({ controllers: [TwilioWebhooksController], providers: [TwilioWebhooksService, TwilioSignatureGuard] })
export class WebhooksModule {}
