import { DEV_OUTBOX_PROVIDER } from '@creneau/contracts';
import { randomUUID } from 'node:crypto';
import type { SmsReceipt, SmsTransport } from './sms-transport';

/** Development and demo: nothing leaves the machine; the message row, marked sent, is the outbox. */
export class DevOutboxSmsTransport implements SmsTransport {
  readonly provider = DEV_OUTBOX_PROVIDER;

  async send(): Promise<SmsReceipt> {
    return { providerId: `dev-${randomUUID()}`, segments: null };
  }

  /** The outbox's copy is the message row, which the erasure already emptied. */
  async redact(): Promise<void> {}
}
