import { imageVariantPath, imageVariantSrcSet } from './media';

const ID = '0b7e3c1a-5d2f-4e8b-9c6a-1f2e3d4c5b6a';

describe('where the narrower copy of an uploaded photo is', () => {
  it('sits beside the photo as WebP, for a storage key and for a public address', () => {
    expect(imageVariantPath(`media/${ID}.jpg`, 480)).toBe(`media/${ID}-480w.webp`);
    expect(imageVariantPath(`/uploads/media/${ID}.png`, 960)).toBe(`/uploads/media/${ID}-960w.webp`);
    expect(imageVariantPath(`https://photos.example/media/${ID}.webp`, 1600)).toBe(
      `https://photos.example/media/${ID}-1600w.webp`,
    );
  });

  it('is none for what is not a resized upload: a GIF, a document, a demo picture, a copy, a changed address', () => {
    for (const path of [
      `media/${ID}.gif`,
      `documents/${ID}.png`,
      '/uploads/demo/venue-07.svg',
      `media/${ID}-480w.webp`,
      `/uploads/media/${ID}.jpg?v=2`,
      `/uploads/xmedia/${ID}.jpg`,
    ]) {
      expect(imageVariantPath(path, 480)).toBeNull();
    }
  });
});

describe('the copies a photo offers the browser (srcset)', () => {
  it('lists an uploaded photo’s narrower copies by width', () => {
    expect(imageVariantSrcSet(`/uploads/media/${ID}.jpg`)).toBe(
      `/uploads/media/${ID}-480w.webp 480w, /uploads/media/${ID}-960w.webp 960w, /uploads/media/${ID}-1600w.webp 1600w`,
    );
  });

  it('offers none for a picture made without copies (the demo’s drawings, a GIF)', () => {
    expect(imageVariantSrcSet('/uploads/demo/venue-07.svg')).toBeUndefined();
    expect(imageVariantSrcSet(`/uploads/media/${ID}.gif`)).toBeUndefined();
  });
});
