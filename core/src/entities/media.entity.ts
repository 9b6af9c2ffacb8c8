import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('media')
export class Media {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'storage_key', unique: true }) storageKey: string;
  @Column('uuid', { name: 'owner_id', nullable: true }) ownerId: string | null;
  @Column('text', { name: 'entity_type' }) entityType: string;
  @Column('text', { name: 'entity_id', nullable: true }) entityId: string | null;
  @Column('text', { name: 'content_type' }) contentType: string;
  @Column('integer', { name: 'size_bytes', nullable: true }) sizeBytes: number | null;
  @Column('text', { default: 'pending' }) status: 'pending' | 'stored';
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
