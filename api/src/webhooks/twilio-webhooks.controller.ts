import { Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import twilio from 'twilio';
import { ApiError } from '../common/api-error';
import { Public } from '../common/auth.decorators';
import { TwilioSignatureGuard } from './twilio-signature.guard';
import { TwilioWebhooksService } from './twilio-webhooks.service';

function field(request: Request, name: string, required = true): string {
  const value: unknown = (request.body as Record<string, unknown> | undefined)?.[name];
  if (typeof value === 'string' && value.length > 0) return value;
  if (!required) return '';
  throw new ApiError(400, 'VALIDATION_FAILED', `${name} is required`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The message id we put in the status callback URL; the signature covers it with the whole URL. */
function messageIdOf(request: Request): string | null {
  const value: unknown = request.query.messageId;
  if (value === undefined) return null;
  if (typeof value === 'string' && UUID.test(value)) return value;
  throw new ApiError(400, 'VALIDATION_FAILED', 'messageId must be a UUID');
}

/** Called by Twilio, not by browsers: no session and no CSRF token, the signature is the credential. */
@ApiExcludeController()
@Public()
@UseGuards(TwilioSignatureGuard)
@Controller('webhooks/twilio')
export class TwilioWebhooksController {
  constructor(private readonly webhooks: TwilioWebhooksService) {}

  @Post('status')
  @HttpCode(204)
  async status(@Req() request: Request): Promise<void> {
    await this.webhooks.recordStatus({
      messageSid: field(request, 'MessageSid'),
      status: field(request, 'MessageStatus'),
      errorCode: field(request, 'ErrorCode', false) || null,
      messageId: messageIdOf(request),
    });
  }

  @Post('inbound')
  @HttpCode(200)
  async inbound(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<string> {
    await this.webhooks.recordInbound({
      messageSid: field(request, 'MessageSid'),
      from: field(request, 'From'),
      to: field(request, 'To'),
      body: field(request, 'Body', false),
    });
    // An empty answer: Twilio sends nothing back (its own STOP/START confirmations apply).
    response.type('text/xml');
    return new twilio.twiml.MessagingResponse().toString();
  }
}
