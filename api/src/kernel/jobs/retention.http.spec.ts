// Retention: the recurring housekeeping jobs delete what is past its period, whichever api
// process runs them, and keep everything else. Each period is the owning module's constant.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ApiTestApp, startApiTestApp } from '../../../../tests/support/api-test-app';
import { makeVenue } from '../../../../tests/support/venue-factory';
import { ApiConfig } from '../../config/api-config';
import { ABANDONED_MAIL_KEPT_DAYS, SENT_MAIL_KEPT_DAYS } from '../mail/mail-dispatcher';
import { KEPT_DAYS as PACK_KEPT_DAYS } from '../../venue-pack/venue-pack.service';
import { FINISHED_JOBS_KEPT_DAYS, Jobs } from './jobs';

describe('Retention', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [makeVenue()] });
  });

  afterAll(() => api?.close());

  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
  const count = async (sql: string) => Number((await api.dataSource.query(sql))[0].n);

  it('deletes finished jobs, ended rate-limit counters, settled mail and old venue packs on schedule', async () => {
    const db = api.dataSource;
    await db.query(
      `INSERT INTO jobs (kind, status, finished_at, available_at, created_at)
       VALUES ('old', 'done', $1, $3, $3), ('recent', 'done', $2, $3, $3), ('due', 'failed', NULL, $3, $3)`,
      [
        daysAgo(FINISHED_JOBS_KEPT_DAYS + 1),
        daysAgo(FINISHED_JOBS_KEPT_DAYS - 1),
        daysAgo(FINISHED_JOBS_KEPT_DAYS + 2),
      ],
    );
    await db.query(
      `INSERT INTO rate_limits (bucket, hits, reset_at) VALUES ('ended', 3, $1::timestamptz - interval '1 second'),
                                                              ('running', 3, $1::timestamptz + interval '1 hour')`,
      [new Date()],
    );
    await db.query(
      `INSERT INTO mail_messages (kind, recipient, subject, text_body, html_body, status, sent_at, created_at)
       VALUES ('old-sent', 'a@example.com', 's', 't', 'h', 'sent', $1, $1),
              ('recent-sent', 'a@example.com', 's', 't', 'h', 'sent', $2, $2),
              ('old-abandoned', 'a@example.com', 's', 't', 'h', 'abandoned', NULL, $3),
              ('old-queued', 'a@example.com', 's', 't', 'h', 'queued', NULL, $3)`,
      [daysAgo(SENT_MAIL_KEPT_DAYS + 1), daysAgo(SENT_MAIL_KEPT_DAYS - 1), daysAgo(ABANDONED_MAIL_KEPT_DAYS + 1)],
    );
    const uploadsDir = api.app.get(ApiConfig).uploadsDir;
    await mkdir(join(uploadsDir, 'packs'), { recursive: true });
    for (const [id, days] of [
      ['00000000-0000-5000-8000-00000000000a', PACK_KEPT_DAYS + 1],
      ['00000000-0000-5000-8000-00000000000b', PACK_KEPT_DAYS - 1],
    ] as const) {
      await writeFile(join(uploadsDir, 'packs', `${id}.pdf`), '%PDF-');
      await db.query(
        `INSERT INTO media (id, storage_key, entity_type, content_type, status, created_at)
         VALUES ($1, $2, 'venue_pack', 'application/pdf', 'stored', $3)`,
        [id, `packs/${id}.pdf`, daysAgo(days)],
      );
    }

    // The next period's recurring jobs (this period's ran at start-up), run to the end.
    const jobs = api.app.get(Jobs);
    await jobs.tick(Date.now() + 2 * 60 * 60_000);
    await jobs.drain();

    expect(await db.query(`SELECT kind FROM jobs WHERE kind IN ('old', 'recent', 'due') ORDER BY kind`)).toEqual([
      { kind: 'due' },
      { kind: 'recent' },
    ]);
    expect(await db.query(`SELECT bucket FROM rate_limits WHERE bucket IN ('ended', 'running')`)).toEqual([
      { bucket: 'running' },
    ]);
    expect(await db.query(`SELECT kind FROM mail_messages ORDER BY kind`)).toEqual([
      { kind: 'old-queued' },
      { kind: 'recent-sent' },
    ]);
    expect(await count(`SELECT count(*) AS n FROM media WHERE entity_type = 'venue_pack'`)).toBe(1);
    await expect(stat(join(uploadsDir, 'packs', '00000000-0000-5000-8000-00000000000a.pdf'))).rejects.toThrow('ENOENT');
    await stat(join(uploadsDir, 'packs', '00000000-0000-5000-8000-00000000000b.pdf'));
  });
});
