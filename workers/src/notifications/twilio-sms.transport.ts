import twilio from 'twilio';
import type { RequestOptions } from 'twilio/lib/base/RequestClient';
import type Response from 'twilio/lib/http/response';
import { PermanentDeliveryError } from './email-transport';
import type { OutgoingSms, SmsReceipt, SmsTransport } from './sms-transport';

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

/** Twilio's RequestClient, sending every request to another origin when one is configured. */
class RebasingRequestClient extends twilio.RequestClient {
  constructor(
    private readonly apiBase: string | undefined,
    timeoutMs: number,
  ) {
    // The client's own 429 auto-retry stays off: BullMQ retries with backoff, visible to ops.
    super({ timeout: timeoutMs, autoRetry: false });
  }

  override request<TData>(opts: RequestOptions<TData>): Promise<Response<TData>> {
    if (!this.apiBase) return super.request<TData>(opts);
    const original = new URL(opts.uri);
    const rebased = new URL(`${original.pathname}${original.search}`, this.apiBase);
    return super.request<TData>({ ...opts, uri: rebased.toString() });
  }
}

// 4xx answers are about this request (invalid or unsubscribed number, landline…): sending the same
// request again cannot succeed. 408 and 429 are about timing, and 5xx about Twilio: retried.
function isPermanent(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export class TwilioSmsTransport implements SmsTransport {
  readonly provider = 'twilio';
  private readonly client: twilio.Twilio;

  constructor(private readonly settings: TwilioSettings) {
    this.client = twilio(settings.accountSid, settings.authToken, {
      httpClient: new RebasingRequestClient(settings.apiBase, settings.timeoutMs),
      env: {},
    });
  }

  async send(sms: OutgoingSms): Promise<SmsReceipt> {
    const sender = this.settings.messagingServiceSid
      ? { messagingServiceSid: this.settings.messagingServiceSid }
      : { from: this.settings.from };
    try {
      const message = await this.client.messages.create({
        to: sms.to,
        body: sms.text,
        statusCallback: this.settings.statusCallbackUrl,
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
