// Who turned which mail off (mail_preferences), and the key the unsubscribe links are signed
// with (mail_link_keys, made once by migration 0041). Times come from the Clock.
import { Injectable } from '@nestjs/common';
import { Clock, MailLinkKey, MailPreference, User } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'getRepository'>;

@Injectable()
export class MailPreferenceRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The user's choice for non-essential mail; null when they never made one. */
  async nonEssentialOf(userId: string, db: Db = this.dataSource): Promise<boolean | null> {
    const row = await db.getRepository(MailPreference).findOne({ select: { nonEssential: true }, where: { userId } });
    return row?.nonEssential ?? null;
  }

  async setNonEssential(userId: string, wanted: boolean, db: Db = this.dataSource): Promise<void> {
    await db
      .getRepository(MailPreference)
      .upsert({ userId, nonEssential: wanted, updatedAt: this.clock.now() }, { conflictPaths: ['userId'] });
  }

  async userExists(userId: string): Promise<boolean> {
    return this.dataSource.getRepository(User).existsBy({ id: userId });
  }

  async linkKey(): Promise<Buffer> {
    const key = await this.dataSource.getRepository(MailLinkKey).findOneByOrFail({ id: 1 });
    return key.secret;
  }
}
