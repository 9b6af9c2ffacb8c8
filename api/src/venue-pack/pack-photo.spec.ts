import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { solidPng } from '../../../tests/support/solid-png';
import { type PhotoSources, loadPhoto } from './pack-photo';

describe(loadPhoto.name, () => {
  let base: string;
  let uploadsDir: string;
  let wideWebp: Buffer;
  const png = solidPng(4, 4, [200, 30, 30]);
  // The media storage's stored uploads, by address (MediaService.readPublicPhoto, proven against
  // a bucket in s3-media.http.spec.ts).
  const stored = new Map<string, { contentType: string; bytes: Buffer }>();
  const from = (): PhotoSources => ({ uploadsDir, media: { readPublicPhoto: async (url) => stored.get(url) ?? null } });
  const load = (url: string | null) => loadPhoto(url, from());

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'pack-photo-'));
    uploadsDir = join(base, 'uploads');
    await mkdir(join(uploadsDir, 'media'), { recursive: true });
    await writeFile(join(uploadsDir, 'media', 'photo.png'), png);
    // A wide WebP, and a GIF transparent but for its left half's red.
    wideWebp = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1e5aa0' } })
      .webp()
      .toBuffer();
    await writeFile(join(uploadsDir, 'media', 'wide.webp'), wideWebp);
    const halfRed = await sharp({
      create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        { input: { create: { width: 20, height: 20, channels: 4, background: '#c81e1e' } }, left: 0, top: 0 },
      ])
      .gif()
      .toBuffer();
    await writeFile(join(uploadsDir, 'media', 'half-red.gif'), halfRed);
    await writeFile(join(uploadsDir, 'media', 'not-a-photo.webp'), 'RIFF, but nothing after it');
    await writeFile(join(uploadsDir, 'media', 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Beside the uploads directory: there, but not to be read.
    await writeFile(join(base, 'outside.png'), png);
  });

  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('reads a JPEG or PNG photo from the uploads directory', async () => {
    expect(await load('/uploads/media/photo.png')).toEqual(png);
  });

  it('copies a WebP or GIF photo as a JPEG, at most 1,600 pixels wide, on white', async () => {
    const wide = await load('/uploads/media/wide.webp');
    expect(await sharp(wide!).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });

    const gif = await load('/uploads/media/half-red.gif');
    expect(await sharp(gif!).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
    const { data } = await sharp(gif!).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((10 * 40 + x) * 3, (10 * 40 + x) * 3 + 3)];
    expect(pixel(5)).toEqual([expect.closeTo(200, -1), expect.closeTo(30, -1), expect.closeTo(30, -1)]);
    expect(pixel(35)).toEqual([expect.closeTo(255, -1), expect.closeTo(255, -1), expect.closeTo(255, -1)]);
  });

  it('leaves out what a PDF cannot hold, and what is not there', async () => {
    expect(await load('/uploads/media/not-a-photo.webp')).toBeNull();
    expect(await load('/uploads/media/drawing.svg')).toBeNull();
    expect(await load('/uploads/media/missing.jpg')).toBeNull();
    expect(await load(null)).toBeNull();
  });

  it('reads an upload from the media storage, by the type the api found it to be, before the uploads directory', async () => {
    stored.set('https://bucket.example.com/media/photo.png', { contentType: 'image/png', bytes: png });
    stored.set('https://bucket.example.com/media/wide.webp', { contentType: 'image/webp', bytes: wideWebp });
    // The storage answers first: a file at the same path under the uploads directory is not read.
    await writeFile(join(uploadsDir, 'media', 'shadowed.png'), solidPng(4, 4, [0, 0, 0]));
    stored.set('/uploads/media/shadowed.png', { contentType: 'image/png', bytes: png });
    stored.set('https://bucket.example.com/media/proof.pdf', { contentType: 'application/pdf', bytes: png });

    expect(await load('https://bucket.example.com/media/photo.png')).toEqual(png);
    const wide = await load('https://bucket.example.com/media/wide.webp');
    expect(await sharp(wide!).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    expect(await load('/uploads/media/shadowed.png')).toEqual(png);
    expect(await load('https://bucket.example.com/media/proof.pdf')).toBeNull();
  });

  it('reads nothing from elsewhere: another site, or a path that climbs out of the uploads', async () => {
    expect(await load('https://images.example.com/photo.png')).toBeNull();
    expect(await load('/uploads/../outside.png')).toBeNull();
    expect(await load('/uploads/%2e%2e/outside.png')).toBeNull();
  });
});
