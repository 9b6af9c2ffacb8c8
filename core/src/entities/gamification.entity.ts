import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('gamification_verifications')
export class GamificationVerification {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('uuid', { name: 'venue_id' }) venueId: string;
  @Column('text', { name: 'category_id' }) categoryId: string;
  @Column('integer', { name: 'item_index' }) itemIndex: number;
  @Column('text', { name: 'image_url' }) imageUrl: string;
  @Column('text', { nullable: true }) comment: string | null;
  @Column('integer') points: number;
  @Column('text', { name: 'item_text', default: '' }) itemText: string;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt: Date | null;
  @Column('uuid', { name: 'revoked_by', nullable: true }) revokedBy: string | null;
  @Column('text', { name: 'revoke_reason', default: '' }) revokeReason: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}

@Entity('gamification_badges')
export class GamificationBadge {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('uuid', { name: 'venue_id' }) venueId: string;
  @Column('text', { name: 'badge_type' }) badgeType: string;
  @Column('timestamptz', { name: 'earned_at' }) earnedAt: Date;
}
