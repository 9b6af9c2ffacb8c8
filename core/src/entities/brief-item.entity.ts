import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Brief } from './brief.entity';

@Entity('brief_items')
export class BriefItem {
  @PrimaryColumn('uuid', { name: 'brief_id' }) briefId: string;
  @PrimaryColumn('uuid', { name: 'venue_id' }) venueId: string;
  @Column('integer') position: number;
  @Column('text', { default: '' }) notes: string;
  @ManyToOne(() => Brief, (brief) => brief.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brief_id' })
  brief: Brief;
}
