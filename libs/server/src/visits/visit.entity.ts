import type { VisitCancelledBy, VisitSource, VisitStatus } from '@creneau/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'visits' })
export class VisitEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'agency_id', type: 'uuid' }) agencyId: string;
  @Column({ name: 'slot_id', type: 'uuid' }) slotId: string;
  @Column({ name: 'agent_id', type: 'uuid' }) agentId: string;
  @Column({ name: 'listing_id', type: 'uuid' }) listingId: string;
  @Column({ name: 'candidate_id', type: 'uuid' }) candidateId: string;
  @Column({ name: 'starts_at', type: 'timestamptz' }) startsAt: Date;
  @Column({ name: 'ends_at', type: 'timestamptz' }) endsAt: Date;
  @Column({ type: 'text' }) status: VisitStatus;
  @Column({ type: 'text' }) source: VisitSource;
  @Column({ type: 'jsonb' }) answers: Record<string, string>;
  @Column({ name: 'cancelled_by', type: 'text', nullable: true }) cancelledBy: VisitCancelledBy | null;
  @Column({ name: 'cancelled_why', type: 'text', nullable: true }) cancelledWhy: string | null;
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  @Column({ name: 'rescheduled_from', type: 'uuid', nullable: true }) rescheduledFrom: string | null;
  // Set when this visit was moved (status 'rescheduled'): the visit that replaced it.
  @Column({ name: 'rescheduled_to', type: 'uuid', nullable: true }) rescheduledTo: string | null;
  // The contact details given with this booking; null when none were (the candidate's apply).
  @Column({ name: 'contact_first_name', type: 'text', nullable: true }) contactFirstName: string | null;
  @Column({ name: 'contact_last_name', type: 'text', nullable: true }) contactLastName: string | null;
  @Column({ name: 'contact_phone', type: 'text', nullable: true }) contactPhone: string | null;
  @Column({ name: 'contact_language', type: 'text', nullable: true }) contactLanguage: string | null;
  // The calendar event's UID (handed on to the visit that replaces this one) and how often it changed.
  @Column({ name: 'calendar_uid', type: 'uuid' }) calendarUid: string;
  @Column({ name: 'calendar_sequence', type: 'integer' }) calendarSequence: number;
  @Column({ name: 'application_invited_at', type: 'timestamptz', nullable: true }) applicationInvitedAt: Date | null;
  @Column({ name: 'idempotency_key', type: 'text', nullable: true }) idempotencyKey: string | null;
  // A digest of the booking body: a retry with the same key but another body is refused.
  @Column({ name: 'request_hash', type: 'text', nullable: true }) requestHash: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
