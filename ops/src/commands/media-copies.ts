// `npm run media:copies`: makes the narrower copies (WebP at the widths srcset offers) of stored
// photos that lack them — photos uploaded before the api made copies on upload, or whose copies
// were lost. Photos that have theirs are left alone, so it is safe to run again, and after a stop
// it carries on. Uses the media storage the api is configured with (local disk or the bucket).
import { ApiConfig } from '@venue-finder/api/dist/config/api-config';
import { configuredMediaStorage } from '@venue-finder/api/dist/media/configured-media-storage';
import { MediaRepository } from '@venue-finder/api/dist/media/media.repository';
import { MediaService } from '@venue-finder/api/dist/media/media.service';
import { openDataSource } from '@venue-finder/core';
import { withDatabase } from '../embedded-database';
import { loadOpsConfig } from '../ops-config';
import { ProgressBar } from '../progress-bar';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

async function main(): Promise<void> {
  const ops = loadOpsConfig();
  await withDatabase(ops, async (databaseUrl) => {
    const config = new ApiConfig({ ...process.env, DATABASE_URL: databaseUrl, UPLOADS_DIR: ops.uploadsDir });
    const dataSource = await openDataSource(databaseUrl, 2);
    try {
      const media = new MediaService(configuredMediaStorage(config), new MediaRepository(dataSource));
      let bar: ProgressBar | undefined;
      const report = await media.makeMissingCopies((done, total) => {
        bar ??= new ProgressBar('Photos', total);
        bar.update(done);
      });
      bar?.finish();
      if (report.photos === 0) {
        console.log('No uploaded photos: nothing to make copies of.');
        return;
      }
      console.log(
        `Made the copies of ${count(report.made, 'photo', 'photos')}; ` +
          `${count(report.had, 'photo already had its copies', 'photos already had theirs')}.`,
      );
      if (report.unreadable.length > 0) {
        console.log(
          `${count(report.unreadable.length, 'photo could not be opened and is', 'photos could not be opened and are')} ` +
            `shown as sent: ${report.unreadable.join(', ')}`,
        );
      }
      if (report.missing.length > 0) {
        console.log(
          `${count(report.missing.length, 'photo is', 'photos are')} recorded as stored but not found in storage: ` +
            report.missing.join(', '),
        );
      }
    } finally {
      await dataSource.destroy();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
