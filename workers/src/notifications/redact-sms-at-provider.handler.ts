import type { JobPayloads } from '@creneau/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { SMS_TRANSPORT, type SmsTransport } from './sms-transport';

/**
 * After a person's erasure, the SMS provider's copies of their texts are emptied too. Redacting twice is
 * harmless, so a retry after a failure simply asks again for every message.
 */
@Injectable()
@HandlesJob('RedactSmsAtProvider')
export class RedactSmsAtProviderHandler implements JobHandler<'RedactSmsAtProvider'> {
  constructor(@Inject(SMS_TRANSPORT) private readonly transport: SmsTransport) {}

  async handle({ providerSids }: JobPayloads['RedactSmsAtProvider']): Promise<void> {
    for (const sid of providerSids) await this.transport.redact(sid);
  }
}
