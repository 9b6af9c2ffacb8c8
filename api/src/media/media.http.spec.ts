import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { imageVariantPath } from '@venue-finder/contract';
import sharp from 'sharp';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { solidPng } from '../../../tests/support/solid-png';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The first bytes of a Windows program, whatever its name says. */
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe('Uploads: /api/media', () => {
  let api: ApiTestApp;
  let dataDir: string;
  let owner: string;
  let otherOwner: string;
  let admin: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'media-spec-'));
    api = await startApiTestApp({ env: { DATA_DIR: dataDir } });
    owner = await sessionCookieFor(api.dataSource, await createUser(api.dataSource));
    otherOwner = await sessionCookieFor(api.dataSource, await createUser(api.dataSource));
    admin = await sessionCookieFor(api.dataSource, await createUser(api.dataSource, { userType: 'admin' }));
  });

  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const presign = (cookie: string, query: Record<string, string>) =>
    api.http().post('/api/media/presign').query(query).set('Cookie', cookie);
  const upload = (cookie: string, url: string, body: Buffer, type: string) =>
    api.http().post(url).set('Cookie', cookie).set('Content-Type', type).send(body);

  it('hands out an upload address, takes a PNG whose bytes are a PNG, and serves it with its type and nosniff', async () => {
    const address = await presign(owner, {
      filename: 'hall.png',
      content_type: 'image/png',
      entity_type: 'registration',
    })
      .expect(201)
      .then((r) => r.body);
    expect(address).toMatchObject({ upload_method: 'POST', upload_headers: { 'Content-Type': 'image/png' } });
    expect(address.key).toMatch(/^media\/[0-9a-f-]{36}\.png$/);
    expect(address.upload_url).toBe(`/api/media/upload?key=${encodeURIComponent(address.key)}`);
    expect(address.public_url).toBe(`/uploads/${address.key}`);

    const png = solidPng(4, 3, [200, 30, 30]);
    const stored = await upload(owner, address.upload_url, png, 'image/png').expect(201);
    expect(stored.body).toEqual({
      key: address.key,
      public_url: address.public_url,
      content_type: 'image/png',
      size: png.length,
    });

    const served = await api.http().get(address.public_url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
  });

  it('stores a photo with its narrower copies as WebP, none wider than the photo', async () => {
    const address = (await presign(owner, { content_type: 'image/png' }).expect(201)).body;
    await upload(owner, address.upload_url, solidPng(2000, 1000, [20, 90, 160]), 'image/png').expect(201);
    for (const [width, drawn] of [
      [480, 480],
      [960, 960],
      [1600, 1600],
    ]) {
      const copy = await api.http().get(imageVariantPath(address.public_url, width)!).expect(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(await sharp(copy.body as Buffer).metadata()).toMatchObject({
        format: 'webp',
        width: drawn,
        height: drawn / 2,
      });
    }

    const small = (await presign(owner, { content_type: 'image/png' }).expect(201)).body;
    await upload(owner, small.upload_url, solidPng(300, 200, [0, 0, 0]), 'image/png').expect(201);
    const widest = await api.http().get(imageVariantPath(small.public_url, 1600)!).expect(200);
    expect(await sharp(widest.body as Buffer).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('turns a phone photo upright in its copies (EXIF orientation) and keeps none of its metadata', async () => {
    // A camera that held the phone on its side: stored 1000 × 500, to be shown 500 × 1000.
    const sideways = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const address = (await presign(owner, { content_type: 'image/jpeg' }).expect(201)).body;
    await upload(owner, address.upload_url, sideways, 'image/jpeg').expect(201);
    const copy = await api.http().get(imageVariantPath(address.public_url, 480)!).expect(200);
    const metadata = await sharp(copy.body as Buffer).metadata();
    expect(metadata).toMatchObject({ width: 480, height: 960 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('keeps no location, camera or other metadata in the stored original, turned upright instead', async () => {
    const located = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#669933' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const address = (await presign(owner, { content_type: 'image/jpeg' }).expect(201)).body;
    const stored = await upload(owner, address.upload_url, located, 'image/jpeg').expect(201);
    const original = (await api.http().get(address.public_url).expect(200)).body as Buffer;
    expect(stored.body.size).toBe(original.length);
    const metadata = await sharp(original).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 300, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(original.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a photo that does not decode, whatever its first bytes say, and keeps nothing of it', async () => {
    const address = (await presign(owner, { content_type: 'image/png' }).expect(201)).body;
    const damaged = solidPng(400, 300, [200, 30, 30]).subarray(0, 60);
    const refused = await upload(owner, address.upload_url, damaged, 'image/png').expect(400);
    expect(refused.body.message).toBe(
      'This image could not be opened: it may be damaged. Please choose it again, or another photo.',
    );
    await api.http().get(address.public_url).expect(404);
    await api.http().get(imageVariantPath(address.public_url, 480)!).expect(404);
    // The address still waits for the photo, sent whole.
    await upload(owner, address.upload_url, solidPng(400, 300, [200, 30, 30]), 'image/png').expect(201);
  });

  it('refuses a photo whose header claims 200 megapixels it does not have, without trying to hold them', async () => {
    // A real 1 × 1 PNG whose header claims 20,000 × 10,000 pixels.
    const bomb = Buffer.from(solidPng(1, 1, [0, 0, 0]));
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const address = (await presign(owner, { content_type: 'image/png' }).expect(201)).body;
    const refused = await upload(owner, address.upload_url, bomb, 'image/png').expect(400);
    expect(refused.body.message).toMatch(/^This image could not be opened/);
    await api.http().get(address.public_url).expect(404);
  });

  it('refuses a renamed executable declared as an image, and keeps nothing of it', async () => {
    const address = (await presign(owner, { filename: 'photo.jpg', content_type: 'image/jpeg' }).expect(201)).body;
    const refused = await upload(owner, address.upload_url, EXECUTABLE, 'image/jpeg').expect(400);
    expect(refused.body.message).toBe('Only JPEG, PNG, GIF and WebP images can be uploaded');
    await api.http().get(address.public_url).expect(404);
  });

  it('refuses a PNG sent where a JPEG was declared: the bytes decide', async () => {
    const address = (await presign(owner, { content_type: 'image/jpeg' }).expect(201)).body;
    await upload(owner, address.upload_url, solidPng(2, 2, [0, 0, 0]), 'image/jpeg').expect(400);
  });

  it('refuses types it does not take, by kind', async () => {
    const svg = await presign(owner, { content_type: 'image/svg+xml' }).expect(400);
    expect(svg.body.message).toBe('Only JPEG, PNG, GIF and WebP images can be uploaded');
    const pdfAsImage = await presign(owner, { content_type: 'application/pdf' }).expect(400);
    expect(pdfAsImage.body.message).toBe('Only JPEG, PNG, GIF and WebP images can be uploaded');
    const gifAsDocument = await presign(owner, { content_type: 'image/gif', kind: 'document' }).expect(400);
    expect(gifAsDocument.body.message).toBe('Only PDF, PNG, and JPEG files are allowed');
    const noType = await presign(owner, {}).expect(400);
    expect(noType.body.message).toMatch(/content_type is required/);
  });

  it('refuses a file over 10 MB with the spec’s words', async () => {
    const address = (await presign(owner, { content_type: 'application/pdf', kind: 'document' }).expect(201)).body;
    const tooBig = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await upload(owner, address.upload_url, tooBig, 'application/pdf').expect(400);
    expect(refused.body.message).toBe('File size must be under 10MB');
  });

  it('takes an upload only from whoever asked for its address, and only once', async () => {
    const address = (await presign(owner, { content_type: 'image/png' }).expect(201)).body;
    const png = solidPng(2, 2, [0, 90, 0]);
    const stolen = await upload(otherOwner, address.upload_url, png, 'image/png').expect(404);
    expect(stolen.body.message).toMatch(/No upload is waiting under this key/);
    await upload(owner, address.upload_url, png, 'image/png').expect(201);
    await upload(owner, address.upload_url, png, 'image/png').expect(404);
    await upload(owner, '/api/media/upload?key=media/../../etc/passwd', png, 'image/png').expect(404);
  });

  it('keeps proof documents private: never under /uploads, readable by the uploader and admins only', async () => {
    const address = (
      await presign(owner, { content_type: 'application/pdf', kind: 'document', entity_type: 'claim' }).expect(201)
    ).body;
    expect(address.key).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
    expect(address.public_url).toBe(`/api/media/${address.key}`);
    await upload(owner, address.upload_url, PDF, 'application/pdf').expect(201);

    const read = await api.http().get(address.public_url).set('Cookie', owner).expect(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.headers['content-disposition']).toBe(`attachment; filename="${address.key.split('/')[1]}"`);
    await api.http().get(address.public_url).set('Cookie', admin).expect(200);
    await api.http().get(address.public_url).set('Cookie', otherOwner).expect(404);
    await api.http().get(address.public_url).expect(401);
    await api.http().get(`/uploads/${address.key}`).expect(404);
    expect(await readdir(join(dataDir, 'private-media', 'documents'))).toEqual([address.key.split('/')[1]]);
  });

  it('records who uploaded what, for what', async () => {
    const address = (await presign(owner, { content_type: 'image/png', entity_type: 'venue', entity_id: 'abc-123' }))
      .body;
    await upload(owner, address.upload_url, solidPng(1, 1, [1, 2, 3]), 'image/png').expect(201);
    const [row] = await api.dataSource.query(
      'SELECT entity_type, entity_id, status, size_bytes FROM media WHERE storage_key = $1',
      [address.key],
    );
    expect(row).toEqual({
      entity_type: 'venue',
      entity_id: 'abc-123',
      status: 'stored',
      size_bytes: expect.any(Number),
    });
  });

  it('makes no copies of a proof document, even when it is a photo', async () => {
    const address = (await presign(owner, { content_type: 'image/png', kind: 'document' }).expect(201)).body;
    await upload(owner, address.upload_url, solidPng(800, 600, [0, 0, 0]), 'image/png').expect(201);
    expect(await readdir(join(dataDir, 'private-media', 'documents'))).not.toContainEqual(
      expect.stringMatching(/-\d+w\.webp$/),
    );
  });
});
