import type { InboundSmsKind } from '@creneau/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An SMS a person sent us, stored once by Twilio's MessageSid; replies reach the flows by 'sms.received'. */
@Entity({ name: 'inbound_sms' })
export class InboundSmsEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'message_sid', type: 'text' }) messageSid: string;
  @Column({ name: 'from_number', type: 'text' }) fromNumber: string;
  @Column({ name: 'to_number', type: 'text' }) toNumber: string;
  @Column({ type: 'text' }) body: string;
  @Column({ type: 'text' }) kind: InboundSmsKind;
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt: Date;
}
