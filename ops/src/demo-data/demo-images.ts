// The demo venues' pictures: a pool of 48 stylised "photos" of event rooms (boardroom, theatre,
// banquet and lounge set-ups in twelve palettes each), drawn as SVG from a seeded PRNG, then kept
// the way an owner's upload is: a JPEG photo under media/ with the WebP copies the api makes of
// every upload (api/src/media/image-variants.ts), so the demo's pages offer the browser the same
// srcset a real listing does, and the browser decodes a picture off its main thread instead of
// laying out and painting an SVG document for each one. Nothing is fetched from anywhere.
import { createHash } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { makeImageVariants } from '@venue-finder/api/dist/media/image-variants';
import sharp from 'sharp';
import { deriveSeed, RandomSource, seedOfLabel } from './random-source';

export const DEMO_IMAGE_COUNT = 48;
const THEMES = ['boardroom', 'theatre', 'banquet', 'lounge'] as const;
type ImageTheme = (typeof THEMES)[number];

/** Which set-up best shows each venue_type on its first picture. */
const THEME_OF_VENUE_TYPE: Record<string, ImageTheme> = {
  meeting_space: 'boardroom',
  training_centre: 'boardroom',
  conference_centre: 'theatre',
  academic_venue: 'theatre',
  sports_venue: 'theatre',
  hotel: 'banquet',
  restaurant: 'banquet',
  historic_building: 'banquet',
  unique_venue: 'lounge',
};

/** How wide the demo's photos are, as a camera's would be: the api copies them down to 480, 960 and 1600. */
const PHOTO_WIDTH = 1600;
const PHOTO_QUALITY = 85;

/** A storage key like an upload's, `media/<id>.jpg`, with an id drawn from `content`. */
function keyOf(content: string): string {
  const hex = createHash('sha256').update(content).digest('hex');
  return `media/${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.jpg`;
}

/** The pool's keys, 1 … DEMO_IMAGE_COUNT, worked out once: each draws its picture, and 100,000 venues pick from them. */
let demoImageKeys: string[] | undefined;

/**
 * Where picture `n` is kept: its id is drawn from the drawing and the way it is made, so a picture
 * drawn differently gets another address (the uploads are served to be cached for a week).
 */
export function demoImageKey(n: number): string {
  demoImageKeys ??= Array.from({ length: DEMO_IMAGE_COUNT }, (_, i) =>
    keyOf(`${renderDemoImage(i + 1)}|${PHOTO_WIDTH}|${PHOTO_QUALITY}`),
  );
  return demoImageKeys[n - 1]!;
}

export function demoImagePath(n: number): string {
  return `/uploads/${demoImageKey(n)}`;
}

function themeOfImage(n: number): ImageTheme {
  return THEMES[(n - 1) % THEMES.length]!;
}

function hex(h: number, s: number, l: number): string {
  // HSL → hex, so every renderer (and the PDF venue pack) reads the colours.
  const a = s * Math.min(l, 1 - l);
  const channel = (k: number) => {
    const c = l - a * Math.max(-1, Math.min(((k + h / 30) % 12) - 3, 9 - ((k + h / 30) % 12), 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

interface Palette {
  wallTop: string;
  wallBottom: string;
  floorNear: string;
  floorFar: string;
  accent: string;
  table: string;
  light: string;
}

function palette(r: RandomSource): Palette {
  const wall = r.int(0, 359);
  const floor = r.chance(0.6) ? r.int(20, 40) : r.int(0, 359);
  const accent = r.int(0, 359);
  return {
    wallTop: hex(wall, r.float(0.05, 0.25), r.float(0.82, 0.92)),
    wallBottom: hex(wall, r.float(0.05, 0.25), r.float(0.62, 0.74)),
    floorNear: hex(floor, r.float(0.25, 0.45), r.float(0.22, 0.32)),
    floorFar: hex(floor, r.float(0.25, 0.45), r.float(0.4, 0.5)),
    accent: hex(accent, r.float(0.45, 0.7), r.float(0.32, 0.45)),
    table: hex(r.int(15, 35), r.float(0.2, 0.4), r.float(0.25, 0.4)),
    light: hex(r.int(40, 55), 0.9, r.float(0.85, 0.93)),
  };
}

/** Depth 0 (back wall) … 1 (front edge): y on the floor and a scale for things standing there. */
const floorY = (depth: number) => Math.round(520 + depth * 280);
const scaleAt = (depth: number) => 0.4 + depth * 0.6;

function boardroom(r: RandomSource, p: Palette): string {
  const seats = r.int(4, 7);
  const chairs: string[] = [];
  for (let i = 0; i < seats; i++) {
    const depth = 0.15 + (i / seats) * 0.7;
    const y = floorY(depth);
    const half = 95 + depth * 210;
    const w = Math.round(52 * scaleAt(depth));
    for (const x of [600 - half - w * 0.8, 600 + half - w * 0.2]) {
      chairs.push(
        `<rect x="${Math.round(x)}" y="${y - w}" width="${w}" height="${Math.round(w * 1.3)}" rx="${Math.round(w / 5)}"/>`,
      );
    }
  }
  return (
    `<polygon points="480,560 720,560 900,760 300,760" fill="${p.table}"/>` +
    `<polygon points="300,760 900,760 900,775 300,775" fill="#000" opacity=".3"/>` +
    `<g fill="${p.accent}">${chairs.join('')}</g>` +
    `<rect x="470" y="200" width="260" height="150" fill="#1d2430"/>`
  );
}

function theatre(r: RandomSource, p: Palette): string {
  const rows: string[] = [];
  const count = r.int(5, 7);
  for (let i = 0; i < count; i++) {
    const depth = 0.12 + (i / count) * 0.85;
    const y = floorY(depth);
    const half = Math.round(330 + depth * 260);
    const s = scaleAt(depth);
    rows.push(
      `<line x1="${600 - half}" y1="${y}" x2="${600 + half}" y2="${y}" stroke-width="${Math.round(26 * s)}" stroke-dasharray="${Math.round(30 * s)} ${Math.round(10 * s)}"/>`,
    );
  }
  return (
    `<rect x="300" y="455" width="600" height="65" fill="${p.table}"/>` +
    `<rect x="390" y="165" width="420" height="240" fill="#f4f7fb"/>` +
    `<rect x="390" y="165" width="420" height="240" fill="${p.accent}" opacity=".25"/>` +
    `<rect x="560" y="400" width="50" height="60" fill="#222"/>` +
    `<g stroke="${p.accent}">${rows.join('')}</g>`
  );
}

function banquet(r: RandomSource, p: Palette): string {
  const tables: string[] = [];
  for (const [depth, n] of [
    [0.15, 4],
    [0.45, 3],
    [0.8, 2],
  ] as const) {
    const y = floorY(depth);
    const s = scaleAt(depth);
    const spread = 900 * (0.55 + depth * 0.45);
    for (let i = 0; i < n; i++) {
      const x = Math.round(600 - spread / 2 + (spread / (n - 1 || 1)) * i + r.int(-15, 15));
      const rx = Math.round(95 * s);
      const ry = Math.round(30 * s);
      tables.push(
        `<ellipse cx="${x}" cy="${y + ry}" rx="${rx + 12}" ry="${ry + 8}" fill="${p.accent}"/>` +
          `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fbfaf7"/>` +
          `<circle cx="${x}" cy="${Math.round(y - 14 * s)}" r="${Math.round(10 * s)}" fill="${p.light}"/>`,
      );
    }
  }
  return tables.join('');
}

function lounge(r: RandomSource, p: Palette): string {
  const sofas = [0.35, 0.75].map((depth, i) => {
    const s = scaleAt(depth);
    const x = i === 0 ? 330 : 120;
    const y = floorY(depth);
    return `<rect x="${x}" y="${Math.round(y - 70 * s)}" width="${Math.round(320 * s)}" height="${Math.round(80 * s)}" rx="${Math.round(18 * s)}" fill="${p.accent}"/>`;
  });
  const plants = [0.2, 0.9].map((depth, i) => {
    const x = i === 0 ? 280 : 1080;
    const y = floorY(depth);
    const s = scaleAt(depth);
    return `<circle cx="${x}" cy="${Math.round(y - 110 * s)}" r="${Math.round(55 * s)}" fill="#3f6b3a"/><rect x="${x - Math.round(20 * s)}" y="${Math.round(y - 60 * s)}" width="${Math.round(40 * s)}" height="${Math.round(60 * s)}" fill="${p.table}"/>`;
  });
  const stools = Array.from(
    { length: r.int(3, 5) },
    (_, i) => `<rect x="${770 + i * 70}" y="640" width="26" height="90" fill="#2a2a2a"/>`,
  );
  return (
    `<polygon points="720,560 980,520 1200,620 1200,700 760,640" fill="${p.table}"/>` +
    `<rect x="730" y="500" width="240" height="20" fill="${p.light}" opacity=".8"/>` +
    sofas.join('') +
    plants.join('') +
    stools.join('')
  );
}

function windows(r: RandomSource, p: Palette): string {
  const count = r.int(2, 4);
  const width = Math.round(560 / count) - 30;
  return Array.from({ length: count }, (_, i) => {
    const x = 265 + i * (width + 30) + 15;
    return `<rect x="${x}" y="150" width="${width}" height="260" fill="url(#g)" stroke="${p.wallBottom}" stroke-width="8"/>`;
  }).join('');
}

/** One picture of the pool, 1200×800, a few kilobytes. */
export function renderDemoImage(n: number): string {
  const r = new RandomSource(deriveSeed(seedOfLabel('demo-image'), n));
  const p = palette(r);
  const theme = themeOfImage(n);
  const furniture = { boardroom, theatre, banquet, lounge }[theme](r, p);
  const lights = Array.from(
    { length: 5 },
    (_, i) => `<ellipse cx="${200 + i * 200}" cy="${40 + Math.abs(2 - i) * 12}" rx="40" ry="9"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">` +
    `<title>Demo venue picture ${n}: ${theme} set-up</title>` +
    `<defs>` +
    `<linearGradient id="w" x2="0" y2="1"><stop offset="0" stop-color="${p.wallTop}"/><stop offset="1" stop-color="${p.wallBottom}"/></linearGradient>` +
    `<linearGradient id="f" x2="0" y2="1"><stop offset="0" stop-color="${p.floorFar}"/><stop offset="1" stop-color="${p.floorNear}"/></linearGradient>` +
    `<linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#eef6ff"/><stop offset="1" stop-color="#9cc3e6"/></linearGradient>` +
    `<radialGradient id="v"><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity=".35"/></radialGradient>` +
    `</defs>` +
    `<rect width="1200" height="800" fill="url(#w)"/>` +
    `<polygon points="0,0 1200,0 950,120 250,120" fill="#fff" opacity=".35"/>` +
    `<polygon points="0,0 250,120 250,520 0,800" fill="#000" opacity=".12"/>` +
    `<polygon points="1200,0 950,120 950,520 1200,800" fill="#000" opacity=".07"/>` +
    (theme === 'theatre' ? '' : windows(r, p)) +
    `<polygon points="0,800 1200,800 950,520 250,520" fill="url(#f)"/>` +
    `<g fill="${p.light}">${lights}</g>` +
    furniture +
    `<rect width="1200" height="800" fill="url(#v)"/>` +
    `</svg>`
  );
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Picture `n` as an owner would send it: a JPEG, PHOTO_WIDTH pixels wide. */
export async function renderDemoPhoto(n: number): Promise<Buffer> {
  return await sharp(Buffer.from(renderDemoImage(n)), { density: (72 * PHOTO_WIDTH) / 1200 })
    .resize({ width: PHOTO_WIDTH })
    .jpeg({ quality: PHOTO_QUALITY })
    .toBuffer();
}

/**
 * Writes the pool into the uploads directory, each photo with its copies, returning the photos'
 * public paths. A photo already there is the same picture (its name says what it is) and is left
 * as it is, with its copies: seeding the same directory again costs nothing.
 */
export async function writeDemoImages(uploadsDir: string): Promise<string[]> {
  const numbers = Array.from({ length: DEMO_IMAGE_COUNT }, (_, i) => i + 1);
  await mkdir(join(uploadsDir, dirname(demoImageKey(1))), { recursive: true });
  await Promise.all(
    numbers.map(async (n) => {
      const key = demoImageKey(n);
      if (await exists(join(uploadsDir, key))) return;
      const photo = await renderDemoPhoto(n);
      for (const copy of await makeImageVariants(key, photo)) await writeFile(join(uploadsDir, copy.key), copy.bytes);
      // The photo last: its presence says the copies are there too.
      await writeFile(join(uploadsDir, key), photo);
    }),
  );
  return numbers.map(demoImagePath);
}

/** 3–12 distinct pictures for a venue, the first showing the set-up that suits its type. */
export function pickVenueImages(r: RandomSource, venueType: string): string[] {
  const theme = THEME_OF_VENUE_TYPE[venueType] ?? 'boardroom';
  const all = Array.from({ length: DEMO_IMAGE_COUNT }, (_, i) => i + 1);
  const main = r.pick(all.filter((n) => themeOfImage(n) === theme));
  const rest = r.sample(
    all.filter((n) => n !== main),
    r.int(2, 11),
  );
  return [main, ...rest].map(demoImagePath);
}
