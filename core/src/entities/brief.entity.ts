import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { BriefItem } from './brief-item.entity';

@Entity('briefs')
export class Brief {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('citext', { name: 'user_email' }) userEmail: string;
  @Column('text', { default: '' }) notes: string;
  @Column('text', { name: 'idempotency_key', nullable: true, unique: true }) idempotencyKey: string | null;
  @OneToMany(() => BriefItem, (item) => item.brief, { cascade: true }) items: BriefItem[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
