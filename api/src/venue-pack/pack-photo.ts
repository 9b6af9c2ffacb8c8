// A venue's main photo for the pack, read from the uploads directory. PDFKit reads JPEG and PNG,
// as the demo's photos and most owners' uploads are, and these go in as they were sent; a WebP or
// GIF upload goes in as a JPEG copy. Nothing is fetched over the network: a photo elsewhere, of
// another type, missing or unreadable becomes a plain placeholder, never a failed pack.
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { jpegCopy } from '../media/image-variants';
import { COLOURS, type Doc, FONT } from './pack-drawing';

/** A photo's bytes, JPEG or PNG. */
export type PackPhoto = Buffer;

const UPLOADS_PREFIX = '/uploads/';
const AS_SENT = ['.png', '.jpg', '.jpeg'];
const AS_JPEG = ['.webp', '.gif'];
/** The widest a copy need be: the pack's photo is at most about 500 points wide, printed. */
const COPY_WIDTH = 1600;

/** The photo at a public /uploads/… path, or null. */
export async function loadPhoto(uploadsDir: string, url: string | null): Promise<PackPhoto | null> {
  if (!url?.startsWith(UPLOADS_PREFIX)) return null;
  const root = resolve(uploadsDir);
  let file: string;
  try {
    file = resolve(root, decodeURIComponent(url.slice(UPLOADS_PREFIX.length).split(/[?#]/)[0]!));
  } catch {
    return null;
  }
  if (!file.startsWith(root + sep)) return null;
  const type = extname(file).toLowerCase();
  if (!AS_SENT.includes(type) && !AS_JPEG.includes(type)) return null;
  try {
    const bytes = await readFile(file);
    return AS_JPEG.includes(type) ? await jpegCopy(bytes, COPY_WIDTH) : bytes;
  } catch {
    return null;
  }
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
