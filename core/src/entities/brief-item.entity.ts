import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
// The brief imports its items; an item names its brief by entity name, so the two modules do not
// import each other (a loop at load time: lint/no-import-cycle.js).
import type { Brief } from './brief.entity';

@Entity('brief_items')
export class BriefItem {
  @PrimaryColumn('uuid', { name: 'brief_id' }) briefId: string;
  @PrimaryColumn('uuid', { name: 'venue_id' }) venueId: string;
  @Column('integer') position: number;
  @Column('text', { default: '' }) notes: string;
  @ManyToOne('Brief', (brief: Brief) => brief.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brief_id' })
  brief: Relation<Brief>;
}
