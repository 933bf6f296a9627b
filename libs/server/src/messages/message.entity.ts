import type { MessageChannel, MessageStatus } from '@creneau/contracts';

/** A small file sent with an e-mail (the visit's .ics), stored with the message so a retry sends the same bytes. */
export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: string;
  /**
   * An iTIP method (RFC 6047): the file is sent as the invitation itself (a text/calendar alternative of
   * the body, and the attachment), which Gmail, Outlook and Apple Mail offer to add or update.
   */
  method?: 'REQUEST' | 'CANCEL';
}
/** Headers decided with an e-mail and stored with it, so a retry sends the same message. */
export interface MessageHeaders {
  /** Where a reply goes: the agent or agency the e-mail is about, rather than the no-reply sender. */
  replyTo?: { name: string; address: string };
  /** A recurring e-mail's one-click unsubscribe URL (List-Unsubscribe, RFC 2369; one-click POST, RFC 8058). */
  unsubscribeUrl?: string;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'messages' })
export class MessageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'agency_id', type: 'uuid', nullable: true }) agencyId: string | null;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;
  @Column({ type: 'text' }) channel: MessageChannel;
  @Column({ type: 'text' }) recipient: string;
  @Column({ type: 'text' }) purpose: string;
  @Column({ type: 'text' }) language: string;
  @Column({ type: 'text', nullable: true }) subject: string | null;
  @Column({ name: 'body_text', type: 'text' }) bodyText: string;
  @Column({ name: 'body_html', type: 'text', nullable: true }) bodyHtml: string | null;
  @Column({ type: 'text' }) status: MessageStatus;
  @Column({ type: 'text', nullable: true }) provider: string | null;
  @Column({ name: 'provider_id', type: 'text', nullable: true }) providerId: string | null;
  @Column({ type: 'text', nullable: true }) error: string | null;
  @Column({ type: 'integer', nullable: true }) segments: number | null;
  @Column({ type: 'integer' }) attempts: number;
  @Column({ name: 'visit_id', type: 'uuid', nullable: true }) visitId: string | null;
  @Column({ name: 'candidate_id', type: 'uuid', nullable: true }) candidateId: string | null;
  @Column({ name: 'claim_key', type: 'text', nullable: true }) claimKey: string | null;
  @Column({ type: 'jsonb', nullable: true }) attachments: MessageAttachment[] | null;
  // Not part of the message log's answer: it holds the signed unsubscribe link of a recurring e-mail.
  @Column({ type: 'jsonb', nullable: true, select: false }) headers?: MessageHeaders | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt: Date | null;
}
