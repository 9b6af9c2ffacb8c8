// The media storage the configuration names: an S3-compatible bucket, or local disk (the
// embedded default). One home for the choice, used by the api and by `npm run media:copies`.
import type { ApiConfig } from '../config/api-config';
import { LocalDiskMediaStorage } from './local-disk-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

export function configuredMediaStorage(
  config: Pick<ApiConfig, 's3Media' | 'uploadsDir' | 'privateMediaDir'>,
): MediaStorage {
  return config.s3Media
    ? new S3MediaStorage(config.s3Media)
    : new LocalDiskMediaStorage(config.uploadsDir, config.privateMediaDir);
}
