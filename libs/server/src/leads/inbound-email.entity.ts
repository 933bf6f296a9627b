import type { InboundEmailProblem, InboundEmailStatus, LeadPortal, ParsedLead } from '@creneau/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A message the inbound SMTP server accepted for one of the agency's lead addresses, stored raw before
 * anything reads it (issue 22). The ParseInboundEmail job fills in what it found; a person handles the
 * unparsed ones. The raw bytes are never loaded by a list.
 */
@Entity({ name: 'inbound_emails' })
export class InboundEmailEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'agency_id', type: 'uuid' }) agencyId: string;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;
  @Column({ type: 'text' }) recipient: string;
  @Column({ type: 'text' }) sender: string;
  @Column({ name: 'message_id', type: 'text' }) messageId: string;
  @Column({ type: 'text', nullable: true }) subject: string | null;
  @Column({ type: 'bytea', select: false }) raw: Buffer;
  @Column({ type: 'integer' }) size: number;
  @Column({ type: 'text', nullable: true }) spf: string | null;
  @Column({ type: 'text', nullable: true }) dkim: string | null;
  @Column({ type: 'text' }) status: InboundEmailStatus;
  @Column({ type: 'text', nullable: true }) portal: LeadPortal | null;
  @Column({ type: 'text', nullable: true }) problem: InboundEmailProblem | null;
  @Column({ type: 'jsonb', nullable: true }) lead: ParsedLead | null;
  @Column({ name: 'listing_id', type: 'uuid', nullable: true }) listingId: string | null;
  @Column({ name: 'candidate_id', type: 'uuid', nullable: true }) candidateId: string | null;
  @Column({ name: 'link_sent', type: 'boolean' }) linkSent: boolean;
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt: Date;
  @Column({ name: 'parsed_at', type: 'timestamptz', nullable: true }) parsedAt: Date | null;
}
