// `npm run media:copies` (MediaService.makeMissingCopies): photos stored before copies were made
// on upload get them; everything else is left as it is.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_VARIANT_WIDTHS, imageVariantPath } from '@venue-finder/contract';
import sharp from 'sharp';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { solidPng } from '../../../tests/support/solid-png';
import { LocalDiskMediaStorage } from './local-disk-media-storage';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';

describe('Making the copies stored photos lack', () => {
  let database: TestDataSource;
  let dir: string;
  let storage: LocalDiskMediaStorage;
  let media: MediaRepository;
  let service: MediaService;

  beforeEach(async () => {
    database = await openTestDataSource();
    dir = await mkdtemp(join(tmpdir(), 'missing-copies-spec-'));
    storage = new LocalDiskMediaStorage(join(dir, 'uploads'), join(dir, 'private'));
    media = new MediaRepository(database.dataSource);
    service = new MediaService(storage, media);
  });

  afterEach(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A file stored the way uploads were before copies: the bytes and a stored row, no copies. */
  async function storedWithoutCopies(
    bytes: Buffer,
    contentType: string,
    { folder = 'media', extension = 'png', status = 'stored' } = {},
  ): Promise<string> {
    const key = `${folder}/${randomUUID()}.${extension}`;
    await storage.put(key, bytes);
    await media.createPending(
      { key, ownerId: null, entityType: 'registration', entityId: null, contentType },
      new Date(),
    );
    if (status === 'stored') await media.markStored(key, bytes.length);
    return key;
  }
  const file = (key: string) => join(dir, 'uploads', key);
  const copiesOf = async (key: string) =>
    Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => {
        const copy = await readFile(file(imageVariantPath(key, width)!)).catch(() => null);
        return copy && (await sharp(copy).metadata());
      }),
    );

  it('makes each width of a photo stored without copies, as WebP, and says how many it made', async () => {
    const wide = await storedWithoutCopies(solidPng(2000, 1000, [10, 120, 60]), 'image/png');
    const small = await storedWithoutCopies(solidPng(600, 300, [200, 0, 0]), 'image/png');

    const report = await service.makeMissingCopies();

    expect(report).toEqual({ photos: 2, made: 2, had: 0, unreadable: [], missing: [] });
    expect((await copiesOf(wide)).map((copy) => [copy?.format, copy?.width])).toEqual([
      ['webp', 480],
      ['webp', 960],
      ['webp', 1600],
    ]);
    // Never wider than the photo itself.
    expect((await copiesOf(small)).map((copy) => copy?.width)).toEqual([480, 600, 600]);
  });

  it('leaves photos that have their copies alone, so a second run makes nothing', async () => {
    const key = await storedWithoutCopies(solidPng(800, 400, [0, 0, 200]), 'image/png');
    await service.makeMissingCopies();
    const madeAt = (await stat(file(imageVariantPath(key, 480)!))).mtimeMs;

    expect(await service.makeMissingCopies()).toEqual({ photos: 1, made: 0, had: 1, unreadable: [], missing: [] });
    expect((await stat(file(imageVariantPath(key, 480)!))).mtimeMs).toBe(madeAt);
  });

  it('makes them again when one of a photo’s copies is gone', async () => {
    const key = await storedWithoutCopies(solidPng(800, 400, [0, 0, 200]), 'image/png');
    await service.makeMissingCopies();
    await storage.delete(imageVariantPath(key, 960)!);

    expect(await service.makeMissingCopies()).toMatchObject({ made: 1, had: 0 });
    expect((await copiesOf(key))[1]?.width).toBe(800);
  });

  it('gives no copies to GIFs, private documents or uploads that never arrived', async () => {
    const gif = await storedWithoutCopies(Buffer.from('GIF89a'), 'image/gif', { extension: 'gif' });
    const document = await storedWithoutCopies(solidPng(100, 100, [1, 2, 3]), 'image/png', { folder: 'documents' });
    const pending = await storedWithoutCopies(solidPng(100, 100, [1, 2, 3]), 'image/png', { status: 'pending' });

    expect(await service.makeMissingCopies()).toEqual({ photos: 0, made: 0, had: 0, unreadable: [], missing: [] });
    const files = await readdir(dir, { recursive: true, withFileTypes: true });
    const stored = files.filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(stored.sort()).toEqual([gif, document, pending].map((key) => key.split('/')[1]).sort());
  });

  it('names the photos it could not open or find, and carries on with the others', async () => {
    const damaged = await storedWithoutCopies(solidPng(400, 400, [9, 9, 9]).subarray(0, 60), 'image/png');
    const gone = await storedWithoutCopies(solidPng(400, 400, [9, 9, 9]), 'image/png');
    await storage.delete(gone);
    const fine = await storedWithoutCopies(solidPng(400, 400, [9, 9, 9]), 'image/png');

    const report = await service.makeMissingCopies();

    expect(report).toEqual({ photos: 3, made: 1, had: 0, unreadable: [damaged], missing: [gone] });
    expect(await copiesOf(damaged)).toEqual([null, null, null]);
    expect((await copiesOf(fine)).every(Boolean)).toBe(true);
  });

  it('goes through every photo, a page at a time, telling its progress', async () => {
    const keys = [];
    for (let i = 0; i < 105; i++) keys.push(await storedWithoutCopies(solidPng(8, 8, [i, 0, 0]), 'image/png'));
    const progress: [number, number][] = [];

    const report = await service.makeMissingCopies((done, total) => progress.push([done, total]));

    expect(report.made).toBe(105);
    expect(progress).toHaveLength(105);
    expect(progress.at(-1)).toEqual([105, 105]);
    for (const key of keys) expect((await copiesOf(key)).every(Boolean)).toBe(true);
  });
});
