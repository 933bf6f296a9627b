import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  // Only a hash is stored: a copy of the table does not let anyone sign in.
  @Column({ name: 'token_hash', type: 'bytea' }) tokenHash: Buffer;
  @Column({ name: 'csrf_token', type: 'text' }) csrfToken: string;
  @Column({ name: 'masquerade_user_id', type: 'uuid', nullable: true }) masqueradeUserId: string | null;
  @Column({ type: 'inet', nullable: true }) ip: string | null;
  @Column({ name: 'user_agent', type: 'text', nullable: true }) userAgent: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'last_seen_at', type: 'timestamptz' }) lastSeenAt: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;
}
