import { DEV_OUTBOX_PROVIDER } from '@creneau/contracts';
import { randomUUID } from 'node:crypto';
import type { EmailTransport } from './email-transport';

/** Development and demo: nothing leaves the machine; the message row itself is the outbox. */
export class DevOutboxEmailTransport implements EmailTransport {
  readonly provider = DEV_OUTBOX_PROVIDER;

  async send(): Promise<{ providerId: string }> {
    return { providerId: `dev-${randomUUID()}` };
  }
}
