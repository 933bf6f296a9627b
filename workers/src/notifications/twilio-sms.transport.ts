import twilio from 'twilio';
import { PermanentDeliveryError } from './delivery-errors';
import type { OutgoingSms, SmsReceipt, SmsTransport } from './sms-transport';
import { TwilioRequestClient } from './twilio-request-client';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  messagingServiceSid?: string;
  from?: string;
  /** Where Twilio calls back with delivery statuses. */
  statusCallbackUrl: string;
  /** Another origin for the REST API (a compatible gateway, the tests' peer); Twilio's own when unset. */
  apiBase?: string;
  timeoutMs: number;
}

// 4xx answers are about this request (invalid or unsubscribed number, landline…): sending the same
// request again cannot succeed. 408 and 429 are about timing, and 5xx about Twilio: Twilio answered
// without taking the message, so a retry cannot send it twice.
function isPermanent(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Twilio's Messages API through its own client. Failures come out sorted: PermanentTwilioError (stop),
 * OutcomeUnknownError (the request may have been taken: never resend), anything else (retry).
 */
export class TwilioSmsTransport implements SmsTransport {
  readonly provider = 'twilio';
  private readonly client: twilio.Twilio;

  constructor(private readonly settings: TwilioSettings) {
    this.client = twilio(settings.accountSid, settings.authToken, {
      httpClient: new TwilioRequestClient(settings.apiBase, settings.timeoutMs),
      env: {},
    });
  }

  async send(sms: OutgoingSms): Promise<SmsReceipt> {
    const sender = sms.from
      ? sms.from.startsWith('MG')
        ? { messagingServiceSid: sms.from }
        : { from: sms.from }
      : this.settings.messagingServiceSid
        ? { messagingServiceSid: this.settings.messagingServiceSid }
        : { from: this.settings.from };
    // Our id in the callback URL: if Twilio's answer is lost, its signed callbacks still find the message.
    const statusCallback = new URL(this.settings.statusCallbackUrl);
    statusCallback.searchParams.set('messageId', sms.messageId);
    try {
      const message = await this.client.messages.create({
        to: sms.to,
        body: sms.text,
        statusCallback: statusCallback.toString(),
        ...sender,
      });
      const segments = Number(message.numSegments);
      return { providerId: message.sid, segments: Number.isInteger(segments) && segments > 0 ? segments : null };
    } catch (error) {
      if (error instanceof twilio.RestException) {
        const reason = `Twilio ${error.status}${error.code ? ` error ${error.code}` : ''}: ${error.message}`;
        if (isPermanent(error.status)) throw new PermanentTwilioError(reason, error.code);
        throw new Error(reason);
      }
      throw error;
    }
  }

  /** Twilio's redaction: the message's body becomes empty (Messages API, update with Body=""). */
  async redact(providerId: string): Promise<void> {
    try {
      await this.client.messages(providerId).update({ body: '' });
    } catch (error) {
      // Already deleted at Twilio: nothing left to redact.
      if (error instanceof twilio.RestException && error.status === 404) return;
      throw error;
    }
  }
}

export class PermanentTwilioError extends PermanentDeliveryError {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
  }
}

/** Twilio refuses a number that answered STOP with this code: we record the opt-out too. */
export const TWILIO_UNSUBSCRIBED = 21610;
