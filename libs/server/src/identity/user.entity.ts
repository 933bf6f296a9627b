import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type AuthType = 'realtor' | 'visitor' | 'ops';
export type AgencyRole = 'agency_admin' | 'agent';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'auth_type', type: 'text' }) authType: AuthType;
  @Column({ name: 'agency_id', type: 'uuid', nullable: true }) agencyId: string | null;
  @Column({ type: 'text', nullable: true }) role: AgencyRole | null;
  @Column({ type: 'citext' }) email: string;
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false }) passwordHash: string | null;
  @Column({ name: 'first_name', type: 'text' }) firstName: string;
  @Column({ name: 'last_name', type: 'text' }) lastName: string;
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @Column({ type: 'text' }) language: string;
  @Column({ name: 'public_slug', type: 'citext', nullable: true }) publicSlug: string | null;
  @Column({ name: 'photo_url', type: 'text', nullable: true }) photoUrl: string | null;
  @Column({ type: 'boolean' }) active: boolean;
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true }) emailVerifiedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
