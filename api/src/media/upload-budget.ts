// What one account may upload (issue #47): so many upload addresses an hour
// (MEDIA_ACCOUNT_UPLOADS_PER_HOUR, shared by every api process like every rate limit), and so many
// bytes kept (MEDIA_ACCOUNT_STORAGE_MB), a pending upload counting as the largest file it may
// become until it arrives. Past either, a 4xx that says what to do; files nothing refers to are
// swept a day after they were uploaded (abandoned-uploads.ts), which gives the room back.
import { Injectable } from '@nestjs/common';
import { MEDIA_MAX_BYTES } from '@venue-finder/contract';
import type { SessionUser } from '../kernel/session-user';
import { Clock } from '../kernel/clock';
import { ApiConfig } from '../config/api-config';
import { RateLimiter } from '../rate-limit';
import { MediaException } from './media.exception';
import { MediaRepository, type MediaRow } from './media.repository';

@Injectable()
export class UploadBudget {
  constructor(
    private readonly config: ApiConfig,
    private readonly limiter: RateLimiter,
    private readonly media: MediaRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Records a pending upload for `user` within the account's budget.
   * @throws RateLimitException (429) past the uploads of the hour; MediaException (409) past the storage.
   */
  async reservePending(user: SessionUser, row: Omit<MediaRow, 'sizeBytes' | 'status' | 'ownerId'>): Promise<void> {
    const { storageBytesPerAccount, uploadsPerAccount } = this.config.mediaBudget;
    await this.limiter.consume('media.uploads:account', user.id, uploadsPerAccount, 'uploads');
    const { reserved, usedBytes } = await this.media.reservePending(
      { ...row, ownerId: user.id },
      MEDIA_MAX_BYTES,
      storageBytesPerAccount,
      this.clock.now(),
    );
    if (!reserved) throw MediaException.storageFull(usedBytes, storageBytesPerAccount);
  }
}
