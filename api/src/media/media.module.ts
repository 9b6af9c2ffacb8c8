import { Module } from '@nestjs/common';
import { ApiConfig } from '../config/api-config';
import { AbandonedUploads } from './abandoned-uploads';
import { configuredMediaStorage } from './configured-media-storage';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { MediaStorage } from './media-storage';
import { UploadBudget } from './upload-budget';

/** Uploads (owner-admin spec §7) behind the media storage port; features use MediaService. */
@Module({
  controllers: [MediaController],
  providers: [
    {
      provide: MediaStorage,
      inject: [ApiConfig],
      useFactory: configuredMediaStorage,
    },
    MediaRepository,
    MediaService,
    UploadBudget,
    AbandonedUploads,
  ],
  exports: [MediaService],
})
export class MediaModule {}
