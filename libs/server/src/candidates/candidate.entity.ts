import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A prospect of one agency, upserted on each booking by e-mail (or by phone when they gave no e-mail:
 * in Belgium a visitor gives one means of contact of their choice; never neither).
 */
@Entity({ name: 'candidates' })
export class CandidateEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'agency_id', type: 'uuid' }) agencyId: string;
  @Column({ type: 'citext', nullable: true }) email: string | null;
  @Column({ name: 'first_name', type: 'text' }) firstName: string;
  @Column({ name: 'last_name', type: 'text' }) lastName: string;
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @Column({ type: 'text' }) language: string;
  @Column({ name: 'anonymised_at', type: 'timestamptz', nullable: true }) anonymisedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
