import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { solidPng } from '../../../tests/support/solid-png';
import { loadPhoto } from './pack-photo';

describe(loadPhoto.name, () => {
  let base: string;
  let uploadsDir: string;
  const png = solidPng(4, 4, [200, 30, 30]);

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'pack-photo-'));
    uploadsDir = join(base, 'uploads');
    await mkdir(join(uploadsDir, 'media'), { recursive: true });
    await writeFile(join(uploadsDir, 'media', 'photo.png'), png);
    // A wide WebP, and a GIF transparent but for its left half's red.
    await writeFile(
      join(uploadsDir, 'media', 'wide.webp'),
      await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1e5aa0' } })
        .webp()
        .toBuffer(),
    );
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
    expect(await loadPhoto(uploadsDir, '/uploads/media/photo.png')).toEqual(png);
  });

  it('copies a WebP or GIF photo as a JPEG, at most 1,600 pixels wide, on white', async () => {
    const wide = await loadPhoto(uploadsDir, '/uploads/media/wide.webp');
    expect(await sharp(wide!).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });

    const gif = await loadPhoto(uploadsDir, '/uploads/media/half-red.gif');
    expect(await sharp(gif!).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
    const { data } = await sharp(gif!).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((10 * 40 + x) * 3, (10 * 40 + x) * 3 + 3)];
    expect(pixel(5)).toEqual([expect.closeTo(200, -1), expect.closeTo(30, -1), expect.closeTo(30, -1)]);
    expect(pixel(35)).toEqual([expect.closeTo(255, -1), expect.closeTo(255, -1), expect.closeTo(255, -1)]);
  });

  it('leaves out what a PDF cannot hold, and what is not there', async () => {
    expect(await loadPhoto(uploadsDir, '/uploads/media/not-a-photo.webp')).toBeNull();
    expect(await loadPhoto(uploadsDir, '/uploads/media/drawing.svg')).toBeNull();
    expect(await loadPhoto(uploadsDir, '/uploads/media/missing.jpg')).toBeNull();
    expect(await loadPhoto(uploadsDir, null)).toBeNull();
  });

  it('reads nothing from elsewhere: another site, or a path that climbs out of the uploads', async () => {
    expect(await loadPhoto(uploadsDir, 'https://images.example.com/photo.png')).toBeNull();
    expect(await loadPhoto(uploadsDir, '/uploads/../outside.png')).toBeNull();
    expect(await loadPhoto(uploadsDir, '/uploads/%2e%2e/outside.png')).toBeNull();
  });
});
