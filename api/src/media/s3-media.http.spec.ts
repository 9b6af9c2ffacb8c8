// The media storage's S3 adapter against an S3-compatible server on loopback (s3rver, which
// speaks the S3 REST protocol): presigned form POSTs straight to the bucket's quarantine, then
// the api's check of what arrived, its promotion with the photo's narrower copies beside it, and
// the removal of uploads never completed. (s3rver does not enforce a POST policy: the policy's
// conditions are read back here, and the api's own checks are proven behind them.)
import { imageVariantPath } from '@venue-finder/contract';
import sharp from 'sharp';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { pdfImages, pdfText } from '../../../tests/support/pdf-reading';
import { type S3TestServer, startS3TestServer } from '../../../tests/support/s3-test-server';
import { createUser, sessionCookieFor } from '../../../tests/support/sign-in';
import { solidPng } from '../../../tests/support/solid-png';
import { makeVenue } from '../../../tests/support/venue-factory';
import { MediaService } from './media.service';
import { VenuePackService } from '../venue-pack/venue-pack.service';
import { MediaStorage } from './media-storage';

const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe('Uploads to an S3-compatible bucket (MEDIA_STORAGE=s3)', () => {
  let s3: S3TestServer;
  let api: ApiTestApp;
  let owner: string;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    api = await startApiTestApp({
      venues: [makeVenue({ name: 'Bucket Hall' })],
      env: {
        MEDIA_STORAGE: 's3',
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
    owner = await sessionCookieFor(api.dataSource, await createUser(api.dataSource));
  });

  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  const presign = (query: Record<string, string>) =>
    api
      .http()
      .post('/api/media/presign')
      .query(query)
      .set('Cookie', owner)
      .expect(201)
      .then((r) => r.body);
  const postTo = (
    address: { upload_url: string; upload_fields: Record<string, string> },
    body: Buffer,
    type?: string,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(address.upload_fields))
      form.append(name, name === 'Content-Type' && type ? type : value);
    form.append('file', new Blob([new Uint8Array(body)]));
    return fetch(address.upload_url, { method: 'POST', body: form });
  };
  const quarantined = (key: string) => api.app.get(MediaStorage).head(`quarantine/${key}`, 4);
  const complete = (key: string) => api.http().post('/api/media/complete').query({ key }).set('Cookie', owner);

  it('hands out a presigned form POST into quarantine, bounded in size and type; once checked, the file is promoted and read from the bucket', async () => {
    const address = await presign({ content_type: 'image/png' });
    expect(address.upload_method).toBe('POST');
    expect(address.upload_url).toBe(`${s3.endpoint}/${s3.bucket}`);
    expect(address.upload_fields).toMatchObject({
      key: `quarantine/${address.key}`,
      'Content-Type': 'image/png',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    const policy = JSON.parse(Buffer.from(address.upload_fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 10 * 1024 * 1024],
        ['eq', '$Content-Type', 'image/png'],
        { key: `quarantine/${address.key}` },
        { bucket: s3.bucket },
      ]),
    );
    expect(new Date(policy.expiration).getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1_000);
    expect(address.public_url).toBe(`${s3.endpoint}/${s3.bucket}/${address.key}`);

    const png = solidPng(5, 5, [0, 120, 200]);
    expect((await postTo(address, png)).status).toBe(204);
    expect(await quarantined(address.key)).not.toBeNull();
    expect((await fetch(address.public_url)).status).toBe(404); // nothing served before the check
    const stored = await complete(address.key).expect(200);
    expect(stored.body).toEqual({
      key: address.key,
      public_url: address.public_url,
      content_type: 'image/png',
      size: png.length,
    });
    expect(await quarantined(address.key)).toBeNull();

    const served = await fetch(address.public_url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0);
  });

  it('removes uploads never completed an hour after their address was handed out, file and row', async () => {
    const abandoned = await presign({ content_type: 'image/png' });
    expect((await postTo(abandoned, solidPng(5, 5, [9, 9, 9]))).status).toBe(204);
    const recent = await presign({ content_type: 'image/png' });
    expect((await postTo(recent, solidPng(5, 5, [9, 9, 9]))).status).toBe(204);
    await api.dataSource.query('UPDATE media SET created_at = $2 WHERE storage_key = $1', [
      abandoned.key,
      new Date(Date.now() - 61 * 60_000),
    ]);

    const removed = await api.app.get(MediaService).removeAbandonedUploads(new Date(Date.now() - 60 * 60_000));

    expect(removed).toBe(1);
    expect(await quarantined(abandoned.key)).toBeNull();
    expect(await api.dataSource.query('SELECT 1 FROM media WHERE storage_key = $1', [abandoned.key])).toEqual([]);
    await complete(abandoned.key).expect(404);
    expect(await quarantined(recent.key)).not.toBeNull();
    await complete(recent.key).expect(200);
  });

  it('removes the metadata of a photo’s original before promoting it: no GPS position in the bucket', async () => {
    const located = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .jpeg()
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    const address = await presign({ content_type: 'image/jpeg' });
    expect((await postTo(address, located)).status).toBe(204);
    await complete(address.key).expect(200);
    const served = Buffer.from(await (await fetch(address.public_url)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });

  it('puts a photo’s narrower copies in the bucket beside it once it has checked the photo', async () => {
    const address = await presign({ content_type: 'image/png' });
    expect((await postTo(address, solidPng(1200, 900, [0, 120, 200]))).status).toBe(204);
    await complete(address.key).expect(200);
    for (const width of [480, 960, 1600]) {
      const copy = await fetch(imageVariantPath(address.public_url, width)!);
      expect(copy.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).toMatchObject({
        width: Math.min(width, 1200),
      });
    }
  });

  it('makes the copies a photo in the bucket lacks (npm run media:copies), leaving photos that have them', async () => {
    const address = await presign({ content_type: 'image/png' });
    expect((await postTo(address, solidPng(1000, 500, [90, 30, 160]))).status).toBe(204);
    await complete(address.key).expect(200);
    const storage = api.app.get(MediaStorage);
    for (const width of [480, 960, 1600]) await storage.delete(imageVariantPath(address.key, width)!);

    const report = await api.app.get(MediaService).makeMissingCopies();

    expect(report).toMatchObject({ made: 1, unreadable: [], missing: [] });
    expect(report.had).toBe(report.photos - 1);
    const copy = await fetch(imageVariantPath(address.public_url, 960)!);
    expect(await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 960 });
  });

  it('puts a venue’s photo from the bucket in its venue pack, and the pack in the bucket, for every api process', async () => {
    const address = await presign({ content_type: 'image/webp' });
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    expect((await postTo(address, photo)).status).toBe(204);
    await complete(address.key).expect(200);
    await api.dataSource.query('UPDATE venues SET photo_main = $1 WHERE id = $2', [
      address.public_url,
      api.venueIds[0],
    ]);

    const makePack = () =>
      api
        .http()
        .post('/api/v2/venue-pack')
        .send({ ids: [api.venueIds[0]] })
        .expect(201);
    const { body } = await makePack();
    expect(body.url).toBe(`${s3.endpoint}/${s3.bucket}/packs/${body.id}.pdf`);
    const served = await fetch(body.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await served.arrayBuffer());

    expect(pdfText(pdf)).toContain('Bucket Hall');
    expect(pdfText(pdf)).not.toContain('No photo yet');
    expect(pdfImages(pdf)).toEqual(['DCTDecode']); // the WebP, as a JPEG copy
    // Asked for again, the pack is the one in the bucket; once its days are up, it leaves the bucket.
    expect((await makePack()).body).toEqual(body);
    await api.dataSource.query('UPDATE media SET created_at = $2 WHERE id = $1', [
      body.id,
      new Date(Date.now() - 8 * 24 * 60 * 60_000),
    ]);
    expect(await api.app.get(VenuePackService).prune()).toBe(1);
    expect((await fetch(body.url)).status).toBe(404);
  });

  it('throws away a photo that does not decode, and says so', async () => {
    const address = await presign({ content_type: 'image/png' });
    expect((await postTo(address, solidPng(1200, 900, [0, 120, 200]).subarray(0, 80))).status).toBe(204);
    const refused = await complete(address.key).expect(400);
    expect(refused.body.message).toBe(
      'This image could not be opened: it may be damaged. Please choose it again, or another photo.',
    );
    expect(await api.app.get(MediaStorage).head(address.key, 4)).toBeNull();
    expect(await quarantined(address.key)).toBeNull();
    expect((await fetch(imageVariantPath(address.public_url, 480)!)).status).toBe(404);
  });

  it('keeps nothing stored to be served as another type than was declared', async () => {
    // S3 itself refuses such a POST (the policy fixes the type); s3rver does not check policies,
    // so this proves the api's own check behind it.
    const address = await presign({ content_type: 'image/png' });
    expect((await postTo(address, solidPng(1, 1, [0, 0, 0]), 'text/html')).status).toBe(204);
    const refused = await complete(address.key).expect(400);
    expect(refused.body.message).toBe('Only JPEG, PNG, GIF and WebP images can be uploaded');
    expect((await fetch(address.public_url)).status).toBe(404);
  });

  it('throws away what is not what it was declared to be (a renamed program), and says so', async () => {
    const address = await presign({ content_type: 'image/jpeg' });
    expect((await postTo(address, EXECUTABLE)).status).toBe(204);
    const refused = await complete(address.key).expect(400);
    expect(refused.body.message).toBe('Only JPEG, PNG, GIF and WebP images can be uploaded');
    expect(await api.app.get(MediaStorage).head(address.key, 4)).toBeNull();
    expect((await fetch(address.public_url)).status).toBe(404);
  });

  it('keeps documents private: read through the api, from the bucket', async () => {
    const address = await presign({ content_type: 'application/pdf', kind: 'document', entity_type: 'claim' });
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    expect((await postTo(address, pdf)).status).toBe(204);
    await complete(address.key).expect(200);
    const read = await api.http().get(address.public_url).set('Cookie', owner).expect(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(read.body as Buffer, pdf)).toBe(0);
  });

  it('lets browsers upload to the bucket under the content security policy', async () => {
    const { headers } = await api.http().get('/health');
    expect(headers['content-security-policy']).toContain(`connect-src 'self' ${s3.endpoint}`);
  });

  it('answers a completion for a key nothing was uploaded to with a 404', async () => {
    const address = await presign({ content_type: 'image/png' });
    const refused = await complete(address.key).expect(404);
    expect(refused.body.message).toMatch(/No upload is waiting under this key/);
  });
});
