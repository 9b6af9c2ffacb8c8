// A venue's main photo for the pack, read from the uploads directory (owners' uploads and the
// demo's photos are JPEG or PNG; a demo seeded before 2026-11-28 drew its photos as SVG).
// Nothing is fetched over the network: a photo elsewhere, missing or unreadable becomes a plain
// placeholder, never a failed pack.
// svg-to-pdfkit ships no types: the reference makes our declaration of it travel with this file
// into every program that compiles it (the tests' typecheck reaches it through the app).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./svg-to-pdfkit.d.ts" />
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import SVGtoPDF from 'svg-to-pdfkit';
import { COLOURS, type Doc, FONT } from './pack-drawing';

export type PackPhoto = { kind: 'svg'; svg: string } | { kind: 'raster'; data: Buffer };

const UPLOADS_PREFIX = '/uploads/';

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
  const extension = extname(file).toLowerCase();
  try {
    if (extension === '.svg') return { kind: 'svg', svg: await readFile(file, 'utf8') };
    if (['.png', '.jpg', '.jpeg'].includes(extension)) return { kind: 'raster', data: await readFile(file) };
  } catch {
    return null;
  }
  return null;
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
      if (photo.kind === 'svg') {
        SVGtoPDF(doc, photo.svg, x, y, { width, height, preserveAspectRatio: 'xMidYMid slice' });
      } else {
        doc.image(photo.data, x, y, { cover: [width, height], align: 'center', valign: 'center' });
      }
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
