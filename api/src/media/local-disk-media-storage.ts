// Media on local disk, the embedded default: public files under the uploads directory (served
// by the api at /uploads/ with their type from the extension and nosniff), private files in a
// directory that is never served. Uploads go to the api itself (POST /api/media/upload).
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  MediaStorage,
  QUARANTINE_PREFIX,
  type StoredHead,
  type UploadTarget,
  isPrivateKey,
  isStoredKey,
} from './media-storage';

export class LocalDiskMediaStorage extends MediaStorage {
  readonly name = 'local';

  constructor(
    private readonly publicDir: string,
    private readonly privateDir: string,
  ) {
    super();
  }

  async uploadTarget(key: string, contentType: string): Promise<UploadTarget> {
    return {
      method: 'POST',
      url: `/api/media/upload?key=${encodeURIComponent(key)}`,
      headers: { 'Content-Type': contentType },
      fields: {},
    };
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    // Written aside and renamed, so the uploads handler never serves half a file (and two
    // processes storing one key at once each write a file of their own).
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, body, { mode: 0o644 });
    await rename(partial, file);
  }

  async head(key: string, bytes: number): Promise<StoredHead | null> {
    const file = this.fileOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const handle = await open(file, 'r');
    try {
      const firstBytes = Buffer.alloc(Math.min(bytes, info.size));
      await handle.read(firstBytes, 0, firstBytes.length, 0);
      // Served by extension, which the api chose from the declared type.
      return { size: info.size, contentType: null, firstBytes };
    } finally {
      await handle.close();
    }
  }

  async read(key: string): Promise<Readable | null> {
    const file = this.fileOf(key);
    return (await stat(file).catch(() => null))?.isFile() ? createReadStream(file) : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return `/uploads/${key}`;
  }

  private fileOf(key: string): string {
    if (!isStoredKey(key)) throw new Error(`Not a media key: ${key}`);
    // Quarantine is never served: it lives beside the private files.
    return join(isPrivateKey(key) || key.startsWith(QUARANTINE_PREFIX) ? this.privateDir : this.publicDir, key);
  }
}
