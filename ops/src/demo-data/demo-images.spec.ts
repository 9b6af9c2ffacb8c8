import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_IMAGE_COUNT, pickVenueImages, renderDemoImage, writeDemoImages } from './demo-images';
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

describe(writeDemoImages.name, () => {
  it('writes the pool under demo/ and returns the /uploads/ paths', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-images-'));
    try {
      const paths = await writeDemoImages(dir);
      expect(paths).toHaveLength(DEMO_IMAGE_COUNT);
      expect(paths[0]).toBe('/uploads/demo/venue-01.svg');
      expect((await readdir(join(dir, 'demo'))).sort()).toEqual(paths.map((p) => p.split('/').pop()).sort());
      expect(await readFile(join(dir, 'demo', 'venue-01.svg'), 'utf8')).toBe(renderDemoImage(1));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
