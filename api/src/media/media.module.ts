import { Module } from '@nestjs/common';
import { ApiConfig } from '../config/api-config';
import { LocalDiskMediaStorage } from './local-disk-media-storage';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

/** Uploads (owner-admin spec §7) behind the media storage port; features use MediaService. */
@Module({
  controllers: [MediaController],
  providers: [
    {
      provide: MediaStorage,
      inject: [ApiConfig],
      useFactory: (config: ApiConfig) =>
        config.s3Media
          ? new S3MediaStorage(config.s3Media)
          : new LocalDiskMediaStorage(config.uploadsDir, config.privateMediaDir),
    },
    MediaRepository,
    MediaService,
  ],
  exports: [MediaService],
})
export class MediaModule {}
