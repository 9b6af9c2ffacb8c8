import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Whether an owner takes the mails they may refuse (migration 0041); no row means yes. */
@Entity('mail_preferences')
export class MailPreference {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId: string;
  @Column('boolean', { name: 'non_essential' }) nonEssential: boolean;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}

/** The secret that signs the links in mails (unsubscribe), one row made once (migration 0041). */
@Entity('mail_link_keys')
export class MailLinkKey {
  @PrimaryColumn('integer') id: number;
  @Column('bytea') secret: Buffer;
}
