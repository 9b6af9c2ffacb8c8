import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_VARIANT_WIDTHS, imageVariantPath, imageVariantSrcSet } from '@venue-finder/contract';
import sharp from 'sharp';
import {
  DEMO_IMAGE_COUNT,
  demoImageKey,
  demoImagePath,
  pickVenueImages,
  renderDemoImage,
  writeDemoImages,
} from './demo-images';
import { RandomSource } from './random-source';

describe(renderDemoImage.name, () => {
  const images = Array.from({ length: DEMO_IMAGE_COUNT }, (_, i) => renderDemoImage(i + 1));

  it('draws 1200×800 SVGs with a viewBox, each under 4 KB', () => {
    for (const svg of images) {
      expect(
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">'),
      ).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('draws the same picture every time, and different pictures for different numbers', () => {
    expect(renderDemoImage(5)).toBe(images[4]);
    expect(new Set(images).size).toBe(DEMO_IMAGE_COUNT);
  });
});

describe(demoImagePath.name, () => {
  it('keeps each picture where an upload is kept, named by what it shows, so the web app offers its copies', () => {
    const paths = Array.from({ length: DEMO_IMAGE_COUNT }, (_, i) => demoImagePath(i + 1));
    for (const path of paths) {
      expect(path).toMatch(/^\/uploads\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/);
      expect(imageVariantSrcSet(path)).toContain('-480w.webp 480w');
    }
    expect(new Set(paths).size).toBe(DEMO_IMAGE_COUNT);
    expect(demoImagePath(5)).toBe(`/uploads/${demoImageKey(5)}`);
  });
});

describe(writeDemoImages.name, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-images-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each picture as a 1600-pixel JPEG photo with the WebP copies an upload gets', async () => {
    const paths = await writeDemoImages(dir);
    expect(paths).toEqual(Array.from({ length: DEMO_IMAGE_COUNT }, (_, i) => demoImagePath(i + 1)));
    const key = demoImageKey(1);
    const expected = [key, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(key, width)!)];
    expect((await readdir(join(dir, 'media'))).length).toBe(DEMO_IMAGE_COUNT * expected.length);

    const photo = await sharp(await readFile(join(dir, key))).metadata();
    expect(photo).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const copy = await sharp(await readFile(join(dir, imageVariantPath(key, width)!))).metadata();
      expect(copy).toMatchObject({ format: 'webp', width });
    }
  });

  it('leaves a pool already written as it is', async () => {
    const file = join(dir, demoImageKey(7));
    const before = (await stat(file)).mtimeMs;
    await writeDemoImages(dir);
    expect((await stat(file)).mtimeMs).toBe(before);
  });
});

describe(pickVenueImages.name, () => {
  it('picks 3 to 12 distinct pictures from the pool', () => {
    const r = new RandomSource(1);
    for (let i = 0; i < 200; i++) {
      const picked = pickVenueImages(r, 'hotel');
      expect(picked.length).toBeGreaterThanOrEqual(3);
      expect(picked.length).toBeLessThanOrEqual(12);
      expect(new Set(picked).size).toBe(picked.length);
    }
  });
});
