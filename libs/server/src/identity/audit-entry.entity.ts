import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'audit_log' })
export class AuditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) at: Date;
  /** The person at the keyboard: the ops user while masquerading. */
  @Column({ name: 'actor_user_id', type: 'uuid', nullable: true }) actorUserId: string | null;
  /** Whom the action was done as. */
  @Column({ name: 'effective_user_id', type: 'uuid', nullable: true }) effectiveUserId: string | null;
  @Column({ name: 'agency_id', type: 'uuid', nullable: true }) agencyId: string | null;
  @Column({ type: 'text' }) action: string;
  @Column({ type: 'text', nullable: true }) method: string | null;
  @Column({ type: 'text', nullable: true }) path: string | null;
  @Column({ type: 'integer', nullable: true }) status: number | null;
  @Column({ type: 'inet', nullable: true }) ip: string | null;
  @Column({ type: 'jsonb' }) details: Record<string, unknown>;
}
