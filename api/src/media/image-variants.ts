// The narrower copies of a public photo (contract's IMAGE_VARIANT_WIDTHS, as WebP) that the web
// app offers in srcset, so a phone never downloads an owner's 4,000-pixel original for a card.
// Made before the upload is accepted: a photo that cannot be decoded whole is refused, whatever
// its first bytes said. Copies are turned upright from the photo's EXIF orientation and
// carry no metadata (no camera, no location); so does the original (withoutMetadata).
import { IMAGE_VARIANT_WIDTHS, RESIZED_IMAGE_TYPES, imageVariantPath } from '@venue-finder/contract';
import sharp from 'sharp';
import { isPrivateKey } from './media-storage';

/** The most pixels decoded (100 megapixels): a file declaring more is refused before they are read. */
const MAX_IMAGE_PIXELS = 100_000_000;

/** Quality of an original re-encoded without its metadata: close to what a camera writes. */
const ORIGINAL_QUALITY = 92;

/** WebP quality of the copies (libwebp's 0-100). */
const WEBP_QUALITY = 78;

export interface ImageVariant {
  key: string;
  width: number;
  bytes: Buffer;
}

export class UnreadableImageError extends Error {}

/** Whether the file stored under `key` gets copies: a public photo of a type that is resized (no GIF, no document). */
export function getsImageVariants(key: string, contentType: string): boolean {
  return !isPrivateKey(key) && (RESIZED_IMAGE_TYPES as readonly string[]).includes(contentType);
}

/**
 * A public photo as it is kept: without the metadata a camera or phone wrote into it (EXIF with
 * the GPS position, XMP, IPTC), turned upright from its EXIF orientation. A photo without any is
 * kept byte for byte; one with some is re-encoded in its own format. Throws
 * UnreadableImageError for bytes that are not one.
 */
export async function withoutMetadata(bytes: Buffer, contentType: string): Promise<Buffer> {
  if (!(RESIZED_IMAGE_TYPES as readonly string[]).includes(contentType)) return bytes;
  try {
    const options = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;
    const metadata = await sharp(bytes, options).metadata();
    if (!metadata.exif && !metadata.xmp && !metadata.iptc) return bytes;
    const upright = sharp(bytes, options).rotate().keepIccProfile();
    if (contentType === 'image/jpeg') return await upright.jpeg({ quality: ORIGINAL_QUALITY }).toBuffer();
    if (contentType === 'image/webp') return await upright.webp({ quality: ORIGINAL_QUALITY }).toBuffer();
    return await upright.png().toBuffer();
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
}

/** A photo's size in pixels, upright (EXIF orientation applied); throws UnreadableImageError for bytes that are not one. */
export async function imageDimensions(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const turned = (metadata.orientation ?? 1) >= 5;
    const [width, height] = turned ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
    return { width: width ?? 0, height: height ?? 0 };
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
}

/** The keys of the copies of the photo stored under `key`. */
export function imageVariantKeys(key: string): string[] {
  return IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(key, width)!);
}

/**
 * The copies of the photo stored under `key` (one that gets them: getsImageVariants); throws
 * UnreadableImageError for bytes that are not one.
 */
export async function makeImageVariants(key: string, bytes: Buffer): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  try {
    // One copy at a time: a large photo decoded three times at once would hold three times the memory.
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const copy = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.push({ key: imageVariantPath(key, width)!, width, bytes: copy });
    }
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
  return variants;
}

/**
 * A JPEG copy of a photo in another format (WebP, or a GIF's first frame), no wider than `width`,
 * on white where it was transparent: for what reads JPEG and PNG only, as PDFKit does. Throws
 * UnreadableImageError for bytes that are not a photo.
 */
export async function jpegCopy(bytes: Buffer, width: number): Promise<Buffer> {
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: ORIGINAL_QUALITY })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
}
