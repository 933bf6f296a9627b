import type {
  CandidateSource,
  CandidateSourceDetail,
  CandidateStatus,
  CandidateVerdict,
  CandidateVerdictReason,
  RefusalReason,
} from '@creneau/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * One person's request for one listing of one agency (issue 20); `listingId` null is a request to the
 * agency with no listing. The same person is found by e-mail (or by phone when they gave no e-mail: in
 * Belgium a visitor gives one means of contact of their choice; never neither): one row per listing,
 * their other requests share the e-mail or phone. Status moves only through candidate-transitions.ts.
 */
@Entity({ name: 'candidates' })
export class CandidateEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'agency_id', type: 'uuid' }) agencyId: string;
  @Column({ name: 'listing_id', type: 'uuid', nullable: true }) listingId: string | null;
  @Column({ type: 'citext', nullable: true }) email: string | null;
  @Column({ name: 'first_name', type: 'text' }) firstName: string;
  @Column({ name: 'last_name', type: 'text' }) lastName: string;
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @Column({ type: 'text' }) language: string;
  @Column({ type: 'smallint' }) status: CandidateStatus;
  @Column({ name: 'refusal_reason', type: 'text', nullable: true }) refusalReason: RefusalReason | null;
  @Column({ type: 'text' }) source: CandidateSource;
  @Column({ name: 'source_detail', type: 'jsonb', nullable: true }) sourceDetail: CandidateSourceDetail | null;
  @Column({ type: 'text', nullable: true }) verdict: CandidateVerdict | null;
  @Column({ name: 'verdict_reasons', type: 'jsonb', nullable: true }) verdictReasons: CandidateVerdictReason[] | null;
  @Column({ name: 'verdict_overridden_by', type: 'uuid', nullable: true }) verdictOverriddenBy: string | null;
  @Column({ name: 'merged_into', type: 'uuid', nullable: true }) mergedInto: string | null;
  @Column({ name: 'anonymised_at', type: 'timestamptz', nullable: true }) anonymisedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
