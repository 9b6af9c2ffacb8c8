// The media storage port: where uploaded files live. The embedded default keeps them on local
// disk (public files under the uploads directory the api serves, private ones beside it); in
// production an S3-compatible bucket takes them by a presigned POST whose policy bounds the size
// and fixes the key to a quarantine prefix; the api promotes a file to its key only once it has
// checked it. Keys are random and made by the api (`media/…` public, `documents/…` private),
// never taken from a client.
import type { Readable } from 'node:stream';

/** Where and how the browser sends a file's bytes. */
export interface UploadTarget {
  method: 'POST';
  /** Relative (the api itself, the file as the body) or absolute (a bucket, a form upload). */
  url: string;
  /** Headers the upload must carry. */
  headers: Record<string, string>;
  /**
   * For a form upload to a bucket: the form's fields (key, policy, signature…), sent before the
   * file's field `file`; empty for an upload to the api.
   */
  fields: Record<string, string>;
}

export interface StoredHead {
  size: number;
  /** The type the store serves the object with. */
  contentType: string | null;
  /** The object's first bytes, for deciding its type. */
  firstBytes: Buffer;
}

export abstract class MediaStorage {
  abstract readonly name: 'local' | 's3';

  /**
   * Where the browser sends a file for `key`, of this type and at most `maxBytes`; a direct
   * upload lands under quarantineKeyOf(key) until the api promotes it.
   */
  abstract uploadTarget(key: string, contentType: string, maxBytes: number): Promise<UploadTarget>;

  /** Stores bytes the api received itself (uploads to the api). */
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;

  /** The stored object's size and first bytes, or null when nothing is stored under `key`. */
  abstract head(key: string, bytes: number): Promise<StoredHead | null>;

  /** The stored object's bytes, or null (private media is read through the api). */
  abstract read(key: string): Promise<Readable | null>;

  abstract delete(key: string): Promise<void>;

  /** The address a public object is read from. */
  abstract publicUrl(key: string): string;
}

/** Private keys live under this prefix; everything else is public. */
export const PRIVATE_PREFIX = 'documents/';
export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_PREFIX);

/** A key the api made: a folder, a random id and an extension; nothing a path could escape with. */
export const MEDIA_KEY = /^(?:media|documents)\/[0-9a-f-]{36}\.(?:jpg|png|gif|webp|pdf)$/;

/** Where a direct upload waits, never served, until the api has checked it (or removes it). */
export const QUARANTINE_PREFIX = 'quarantine/';
export const quarantineKeyOf = (key: string) => `${QUARANTINE_PREFIX}${key}`;

/** The narrower copy of a photo (image-variants.ts): `media/<id>-480w.webp`. */
const VARIANT_KEY = /^media\/[0-9a-f-]{36}-\d{2,4}w\.webp$/;

/** A venue pack the api made (venue-pack.service.ts): `packs/<id>.pdf`. */
export const PACK_KEY = /^packs\/[0-9a-f-]{36}\.pdf$/;

/** What may be stored: a key the api made, a copy of a photo stored under one, a pack, or an upload in quarantine. */
export const isStoredKey = (key: string) =>
  MEDIA_KEY.test(key) ||
  VARIANT_KEY.test(key) ||
  PACK_KEY.test(key) ||
  (key.startsWith(QUARANTINE_PREFIX) && MEDIA_KEY.test(key.slice(QUARANTINE_PREFIX.length)));
