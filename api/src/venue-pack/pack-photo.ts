// A venue's main photo for the pack. An owner's upload is read from the media storage, wherever
// it is (the uploads directory, or the bucket when MEDIA_STORAGE=s3), by its key: only a file the
// api itself checked and stored. Anything else under /uploads/ (the demo's photos) is read from
// the uploads directory. PDFKit reads JPEG and PNG, and these go in as they are; a WebP or GIF
// goes in as a JPEG copy. Nothing is fetched from an address: a photo on another site, of another
// type, missing or unreadable becomes a plain placeholder, never a failed pack.
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { MEDIA_TYPES, type MediaType } from '@venue-finder/contract';
import { jpegCopy } from '../media';
import type { MediaService } from '../media';
import { COLOURS, type Doc, FONT } from './pack-drawing';

/** A photo's bytes, JPEG or PNG. */
export type PackPhoto = Buffer;

/** Where a pack's photos are read from. */
export interface PhotoSources {
  uploadsDir: string;
  media: Pick<MediaService, 'readPublicPhoto'>;
}

const UPLOADS_PREFIX = '/uploads/';
const AS_SENT = new Set(['image/jpeg', 'image/png']);
const AS_JPEG = new Set(['image/webp', 'image/gif']);
/** The widest a copy need be: the pack's photo is at most about 500 points wide, printed. */
const COPY_WIDTH = 1600;

/** The photo at this address, as PDFKit reads it, or null. */
export async function loadPhoto(url: string | null, from: PhotoSources): Promise<PackPhoto | null> {
  if (!url) return null;
  try {
    const upload = await from.media.readPublicPhoto(url);
    if (upload) return await asPackPhoto(upload.bytes, upload.contentType);
    const file = uploadsFileOf(from.uploadsDir, url);
    const type = file && typeOfFile(file);
    return type ? await asPackPhoto(await readFile(file), type) : null;
  } catch {
    return null;
  }
}

/** The file under the uploads directory at a public /uploads/… path; null for any other address. */
function uploadsFileOf(uploadsDir: string, url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const root = resolve(uploadsDir);
  const file = resolve(root, decodeURIComponent(url.slice(UPLOADS_PREFIX.length).split(/[?#]/)[0]!));
  return file.startsWith(root + sep) ? file : null;
}

/** A file's type by its extension, as the api names what it stores (MEDIA_TYPES). */
function typeOfFile(file: string): MediaType | undefined {
  const extension = extname(file).slice(1).toLowerCase();
  return (Object.keys(MEDIA_TYPES) as MediaType[]).find((type) => MEDIA_TYPES[type].extension === extension);
}

async function asPackPhoto(bytes: Buffer, contentType: string): Promise<PackPhoto | null> {
  if (AS_SENT.has(contentType)) return bytes;
  return AS_JPEG.has(contentType) ? jpegCopy(bytes, COPY_WIDTH) : null;
}

/** Draws the photo to fill the box (cropped, centred), or a placeholder. */
export function drawPhoto(
  doc: Doc,
  photo: PackPhoto | null,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  doc.save();
  doc.rect(x, y, width, height).clip();
  let drawn = false;
  if (photo) {
    try {
      doc.image(photo, x, y, { cover: [width, height], align: 'center', valign: 'center' });
      drawn = true;
    } catch {
      drawn = false;
    }
  }
  if (!drawn) {
    doc.rect(x, y, width, height).fill(COLOURS.band);
    doc
      .font(FONT.regular)
      .fontSize(11)
      .fillColor(COLOURS.muted)
      .text('No photo yet', x, y + height / 2 - 6, { width, align: 'center', lineBreak: false });
  }
  doc.restore();
}
