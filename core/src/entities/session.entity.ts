import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** SHA-256 of the cookie value; the value itself is never stored. */
  @Column('bytea', { name: 'token_hash', unique: true }) tokenHash: Buffer;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('text', { name: 'csrf_secret' }) csrfSecret: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'last_seen_at' }) lastSeenAt: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
}
