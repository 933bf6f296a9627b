import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The agent's time taken at one listing. The exclusion constraint lives here: live slots of one agent
 * never overlap over [starts_at, blocked_until). Each visit is a seat; group visits share a slot.
 */
@Entity({ name: 'visit_slots' })
export class VisitSlotEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'agency_id', type: 'uuid' }) agencyId: string;
  @Column({ name: 'agent_id', type: 'uuid' }) agentId: string;
  @Column({ name: 'listing_id', type: 'uuid' }) listingId: string;
  @Column({ name: 'starts_at', type: 'timestamptz' }) startsAt: Date;
  @Column({ name: 'ends_at', type: 'timestamptz' }) endsAt: Date;
  @Column({ name: 'blocked_until', type: 'timestamptz' }) blockedUntil: Date;
  @Column({ type: 'smallint' }) capacity: number;
  @Column({ name: 'seats_taken', type: 'smallint' }) seatsTaken: number;
  @Column({ type: 'boolean' }) live: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
