// What owners may upload, decided by a file's bytes, never its name: one copy for the web app,
// which checks a file before sending it, and the api, which checks what actually arrived.

export const MEDIA_TYPES = {
  'image/jpeg': { extension: 'jpg', label: 'JPEG' },
  'image/png': { extension: 'png', label: 'PNG' },
  'image/gif': { extension: 'gif', label: 'GIF' },
  'image/webp': { extension: 'webp', label: 'WebP' },
  'application/pdf': { extension: 'pdf', label: 'PDF' },
} as const;
export type MediaType = keyof typeof MEDIA_TYPES;

/** 10 MB (10,485,760 bytes), the spec's document limit, for photos too. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What each use of media accepts: venue photos are public images; proof documents (claims) are
 * private, readable only by whoever uploaded them and administrators.
 */
export const MEDIA_KINDS = {
  image: {
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxBytes: MEDIA_MAX_BYTES,
    visibility: 'public',
    wrongType: 'Only JPEG, PNG, GIF and WebP images can be uploaded',
    tooLarge: 'Images must be under 10MB',
  },
  document: {
    types: ['application/pdf', 'image/png', 'image/jpeg'],
    maxBytes: MEDIA_MAX_BYTES,
    visibility: 'private',
    wrongType: 'Only PDF, PNG, and JPEG files are allowed',
    tooLarge: 'File size must be under 10MB',
  },
} as const satisfies Record<
  string,
  {
    types: readonly MediaType[];
    maxBytes: number;
    visibility: 'public' | 'private';
    wrongType: string;
    tooLarge: string;
  }
>;
export type MediaKind = keyof typeof MEDIA_KINDS;
export const MEDIA_KIND_NAMES = Object.keys(MEDIA_KINDS) as MediaKind[];

/** How many leading bytes sniffMediaType needs. */
export const MEDIA_SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type a file really is, from its first bytes; null when it is none we accept. */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** Whether a kind of media accepts a type (for a type a client declares, or one sniffed). */
export function acceptsMediaType(kind: MediaKind, type: string): type is MediaType {
  return (MEDIA_KINDS[kind].types as readonly string[]).includes(type);
}

/**
 * The widths (px) a public photo is also stored at, as WebP, made when it is uploaded: a card on
 * a phone, a card on a wide screen or a phone's hero, a hero on a wide screen. The browser picks
 * one with srcset; none is wider than the photo sent.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Photos given narrower copies; a GIF may move, so it is served as it was sent. */
export const RESIZED_IMAGE_TYPES: readonly MediaType[] = ['image/jpeg', 'image/png', 'image/webp'];

const RESIZED_PHOTO = /^(.*\/)?(media\/[0-9a-f-]{36})\.(?:jpg|png|webp)$/;

/**
 * Where the copy of a stored photo at `width` is: beside it, `…/media/<id>.jpg` →
 * `…/media/<id>-480w.webp`. Works on a storage key or a public address; null for anything that
 * is not a resized photo (a GIF, a document, a demo picture, another site's address).
 */
export function imageVariantPath(path: string, width: number): string | null {
  const match = RESIZED_PHOTO.exec(path);
  return match ? `${match[1] ?? ''}${match[2]}-${width}w.webp` : null;
}

/** An uploaded photo's narrower copies as an `<img srcset>`, or undefined for a picture that has none. */
export function imageVariantSrcSet(path: string): string | undefined {
  if (imageVariantPath(path, IMAGE_VARIANT_WIDTHS[0]) === null) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantPath(path, width)} ${width}w`).join(', ');
}
