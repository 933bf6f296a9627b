import { classifyInboundSms } from '@creneau/contracts';
import { applySmsStatusEvents, attachProviderId, publishEvent } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface StatusCallback {
  messageSid: string;
  status: string;
  errorCode: string | null;
  /** Our message's id, from the callback URL we gave Twilio (signed with the rest). */
  messageId: string | null;
}

export interface InboundSms {
  messageSid: string;
  from: string;
  to: string;
  body: string;
}

/** Twilio retries and replays webhooks: each is stored once by its natural key and applied once. */
@Injectable()
export class TwilioWebhooksService {
  constructor(private readonly dataSource: DataSource) {}

  async recordStatus(callback: StatusCallback): Promise<void> {
    // Committed on its own before applying: a worker that writes the provider id a moment later
    // applies it then (see applySmsStatusEvents), so no callback falls between the two.
    const [inserted] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO sms_status_events (message_sid, status, error_code) VALUES ($1, $2, $3)
       ON CONFLICT (message_sid, status) DO NOTHING RETURNING id`,
      [callback.messageSid, callback.status, callback.errorCode],
    );
    // The provider id may never have reached the message (Twilio's answer was lost): this names it.
    const attached = callback.messageId
      ? await attachProviderId(this.dataSource.manager, callback.messageId, callback.messageSid, 'twilio')
      : false;
    if (inserted || attached) await applySmsStatusEvents(this.dataSource.manager, callback.messageSid);
  }

  async recordInbound(sms: InboundSms): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const kind = classifyInboundSms(sms.body);
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO inbound_sms (message_sid, from_number, to_number, body, kind) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (message_sid) DO NOTHING RETURNING id`,
        [sms.messageSid, sms.from, sms.to, sms.body, kind],
      );
      if (!row) return;
      if (kind === 'opt_out') {
        await manager.query(
          `INSERT INTO sms_opt_outs (phone, inbound_sms_id) VALUES ($1, $2) ON CONFLICT (phone) DO NOTHING`,
          [sms.from, row.id],
        );
      } else if (kind === 'opt_in') {
        await manager.query(`DELETE FROM sms_opt_outs WHERE phone = $1`, [sms.from]);
      } else {
        await publishEvent(manager, 'sms.received', { inboundSmsId: row.id });
      }
    });
  }
}
