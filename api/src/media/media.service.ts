// Uploads: hands out an upload address for a declared type, then accepts the file only when its
// bytes are what was declared (never trusting a name or a header) and within the size limit; a
// public photo must also decode, and is stored with its narrower copies for srcset.
// Private media (claim documents) is read back through the api, by its uploader or an admin.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable, Optional } from '@nestjs/common';
import {
  MEDIA_KINDS,
  MEDIA_SNIFF_BYTES,
  MEDIA_TYPES,
  type MediaKind,
  RESIZED_IMAGE_TYPES,
  acceptsMediaType,
  sniffMediaType,
} from '@venue-finder/contract';
import type { SessionUser } from '../kernel/session-user';
import {
  type ImageVariant,
  UnreadableImageError,
  getsImageVariants,
  imageDimensions,
  imageVariantKeys,
  makeImageVariants,
  withoutMetadata,
} from './image-variants';
import { MediaException } from './media.exception';
import { MediaRepository } from './media.repository';
import { MEDIA_KEY, MediaStorage, type UploadTarget, isPrivateKey, quarantineKeyOf } from './media-storage';
import { UploadBudget } from './upload-budget';

export interface UploadRequest {
  kind: MediaKind;
  contentType: string;
  entityType: string;
  entityId: string | null;
}

export interface UploadAddress {
  key: string;
  target: UploadTarget;
  publicUrl: string;
}

export interface StoredMedia {
  key: string;
  publicUrl: string;
  contentType: string;
  size: number;
}

/** What going through the stored photos for missing copies found (makeMissingCopies). */
export interface MissingCopiesReport {
  /** Photos that get copies. */
  photos: number;
  /** Photos whose copies were made now. */
  made: number;
  /** Photos that already had all their copies. */
  had: number;
  /** Photos whose bytes do not decode: left as they are, shown as sent. */
  unreadable: string[];
  /** Photos recorded as stored but not found in storage. */
  missing: string[];
}

/** Photos read from the database at a time. */
const PHOTOS_PAGE = 100;

const kindOfKey = (key: string): MediaKind => (isPrivateKey(key) ? 'document' : 'image');

@Injectable()
export class MediaService {
  constructor(
    private readonly storage: MediaStorage,
    private readonly media: MediaRepository,
    // Only handing out upload addresses needs it: commands that go through stored files do not.
    @Optional() private readonly budget?: UploadBudget,
  ) {}

  async presign(user: SessionUser, request: UploadRequest): Promise<UploadAddress> {
    if (!acceptsMediaType(request.kind, request.contentType)) throw MediaException.wrongType(request.kind);
    const folder = MEDIA_KINDS[request.kind].visibility === 'private' ? 'documents' : 'media';
    const key = `${folder}/${randomUUID()}.${MEDIA_TYPES[request.contentType].extension}`;
    if (!this.budget) throw new Error('Upload addresses are handed out only within an account’s budget (UploadBudget)');
    await this.budget.reservePending(user, {
      key,
      entityType: request.entityType,
      entityId: request.entityId,
      contentType: request.contentType,
    });
    const target = await this.storage.uploadTarget(key, request.contentType, MEDIA_KINDS[request.kind].maxBytes);
    return { key, target, publicUrl: this.addressOf(key) };
  }

  /** Takes the bytes of an upload to the api itself. */
  async upload(user: SessionUser, key: string, body: Readable, declaredLength?: number): Promise<StoredMedia> {
    const row = await this.pendingUploadOf(user, key);
    const kind = kindOfKey(key);
    const { maxBytes } = MEDIA_KINDS[kind];
    if (declaredLength !== undefined && declaredLength > maxBytes) throw MediaException.tooLarge(kind);
    const received = await readAtMost(body, maxBytes, () => MediaException.tooLarge(kind));
    if (received.length === 0) throw MediaException.empty();
    if (sniffMediaType(received.subarray(0, MEDIA_SNIFF_BYTES)) !== row.contentType)
      throw MediaException.wrongType(kind);
    // The copies first: a photo that cannot be decoded is refused before anything is stored.
    const variants = await this.variantsOf(key, received, row.contentType);
    const bytes = await this.publishable(key, received, row.contentType);
    await this.storage.put(key, bytes, row.contentType);
    await this.storeVariants(variants);
    return this.stored(key, row.contentType, bytes.length);
  }

  /**
   * After a direct upload to the bucket: checks what arrived in quarantine and promotes it to its
   * key (a photo without its metadata, with its copies); throws away what is not what was declared.
   */
  async complete(user: SessionUser, key: string): Promise<StoredMedia> {
    const row = await this.pendingUploadOf(user, key);
    const kind = kindOfKey(key);
    const quarantined = quarantineKeyOf(key);
    const head = await this.storage.head(quarantined, MEDIA_SNIFF_BYTES);
    if (!head) throw MediaException.noUploadWaiting();
    const problem =
      head.size === 0
        ? MediaException.empty()
        : head.size > MEDIA_KINDS[kind].maxBytes
          ? MediaException.tooLarge(kind)
          : sniffMediaType(head.firstBytes) !== row.contentType ||
              (head.contentType !== null && head.contentType !== row.contentType)
            ? MediaException.wrongType(kind)
            : null;
    if (problem) {
      await this.storage.delete(quarantined);
      throw problem;
    }
    const body = await this.storage.read(quarantined);
    if (!body) throw MediaException.noUploadWaiting();
    const received = await readAtMost(body, MEDIA_KINDS[kind].maxBytes, () => MediaException.tooLarge(kind));
    // A photo that does not decode is thrown away like any other refused file; a failure of the
    // bucket itself leaves it in quarantine for the owner to complete again.
    const checked = async (): Promise<[ImageVariant[], Buffer]> => [
      await this.variantsOf(key, received, row.contentType),
      await this.publishable(key, received, row.contentType),
    ];
    const [variants, bytes] = await checked().catch(async (error: unknown) => {
      if (error instanceof MediaException) await this.storage.delete(quarantined);
      throw error;
    });
    await this.storage.put(key, bytes, row.contentType);
    await this.storeVariants(variants);
    const stored = await this.stored(key, row.contentType, bytes.length);
    await this.storage.delete(quarantined);
    return stored;
  }

  /**
   * Uploads whose address was handed out before `before` and that never completed: their files in
   * quarantine and their rows go (the row last, so a run stopped half way is taken up again).
   * Answers how many were removed.
   */
  async removeAbandonedUploads(before: Date, limit = 100): Promise<number> {
    const keys = await this.media.pendingBefore(before, limit);
    for (const key of keys) {
      await this.storage.delete(quarantineKeyOf(key));
      await this.media.deletePending(key);
    }
    return keys.length;
  }

  /**
   * Uploads stored before `before` that nothing refers to (MediaRepository.unreferencedBefore):
   * their files, copies and rows go (the row last, so a run stopped half way is taken up again).
   * Answers how many were removed.
   */
  async removeUnreferencedUploads(before: Date, limit = 100): Promise<number> {
    const keys = await this.media.unreferencedBefore(before, limit);
    for (const key of keys) {
      if (!isPrivateKey(key)) for (const copy of imageVariantKeys(key)) await this.storage.delete(copy);
      await this.storage.delete(key);
      await this.media.deleteStored(key);
    }
    return keys.length;
  }

  /** A private file, for its uploader or an administrator. */
  async readPrivate(user: SessionUser, key: string): Promise<{ contentType: string; body: Readable }> {
    const row = await this.media.find(key);
    const allowed = row?.status === 'stored' && (row.ownerId === user.id || user.userType === 'admin');
    const body = allowed ? await this.storage.read(key) : null;
    if (!row || !body) throw MediaException.notFound();
    return { contentType: row.contentType, body };
  }

  /** Whether `key` is a private document this user uploaded and that arrived whole. */
  async isStoredDocumentOf(user: SessionUser, key: string): Promise<boolean> {
    if (!isPrivateKey(key)) return false;
    const row = await this.media.find(key);
    return row?.status === 'stored' && row.ownerId === user.id;
  }

  /** The key of a public upload at this address of our storage (`/uploads/…`, the bucket's), else null. */
  publicKeyOf(address: string): string | null {
    const prefix = this.storage.publicUrl('');
    if (!address.startsWith(prefix)) return null;
    const key = address.slice(prefix.length);
    return MEDIA_KEY.test(key) && !isPrivateKey(key) ? key : null;
  }

  /** Whether an address is a file of our own public storage (uploads, the demo's photos), not a third party's. */
  isOwnStorageAddress(address: string): boolean {
    const prefix = this.storage.publicUrl('');
    const path = address.startsWith(prefix) ? address.slice(prefix.length) : null;
    return path !== null && /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/.test(path) && !path.includes('..');
  }

  /**
   * The key of the public photo at `address` when this user uploaded it and it arrived whole;
   * null for anyone else's, a pending one, or an address elsewhere.
   */
  async ownStoredPhotoKey(user: SessionUser, address: string): Promise<string | null> {
    const key = this.publicKeyOf(address);
    if (!key) return null;
    const row = await this.media.find(key);
    return row?.status === 'stored' && row.ownerId === user.id ? key : null;
  }

  /**
   * Whether `key` is a private PDF this user uploaded, arrived whole, and is one by its bytes
   * (checked again here: what is stored is what the planner will be handed).
   */
  async isStoredPdfOf(user: SessionUser, key: string): Promise<boolean> {
    if (!(await this.isStoredDocumentOf(user, key))) return false;
    const head = await this.storage.head(key, MEDIA_SNIFF_BYTES);
    return head !== null && sniffMediaType(head.firstBytes) === 'application/pdf';
  }

  /** A stored private file, for a reader the caller has already let in (a planner's proposal link). */
  async readStored(key: string): Promise<{ contentType: string; body: Readable } | null> {
    const row = await this.media.find(key);
    const body = row?.status === 'stored' ? await this.storage.read(key) : null;
    return row && body ? { contentType: row.contentType, body } : null;
  }

  /**
   * A stored public photo at this address of our storage (`/uploads/media/…`, the bucket's), read
   * whole, with the type the api found it to be; null for any other address, or a file not stored.
   */
  async readPublicPhoto(address: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    const key = this.publicKeyOf(address);
    const stored = key ? await this.readStored(key) : null;
    if (!stored) return null;
    const { maxBytes } = MEDIA_KINDS.image;
    return {
      contentType: stored.contentType,
      bytes: await readAtMost(stored.body, maxBytes, () => MediaException.tooLarge('image')),
    };
  }

  /** The size in pixels of a stored public photo at this address of our storage; null when there is none, or it does not decode. */
  async publicPhotoSize(address: string): Promise<{ width: number; height: number } | null> {
    const photo = await this.readPublicPhoto(address);
    if (!photo) return null;
    try {
      return await imageDimensions(photo.bytes);
    } catch (error) {
      if (error instanceof UnreadableImageError) return null;
      throw error;
    }
  }

  /** Stores a public file the api made itself (a venue pack) under `key` (addressOf says where it is read). */
  async storeMade(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.storage.put(key, bytes, contentType);
  }

  /** Whether a file is stored under `key`. */
  async hasFile(key: string): Promise<boolean> {
    return (await this.storage.head(key, 0)) !== null;
  }

  async deleteFile(key: string): Promise<void> {
    await this.storage.delete(key);
  }

  /** Where a stored file is read from: the bucket or /uploads for public files, the api for private ones. */
  addressOf(key: string): string {
    return isPrivateKey(key) ? `/api/media/${key}` : this.storage.publicUrl(key);
  }

  /**
   * Makes the copies that stored photos lack — photos uploaded before copies were made, or whose
   * copies were lost — and leaves the rest as they are: safe to run again, and after a stop it
   * carries on where it was. `onProgress` hears of each photo gone through.
   */
  async makeMissingCopies(onProgress?: (done: number, total: number) => void): Promise<MissingCopiesReport> {
    const photos = await this.media.countStoredPhotos(RESIZED_IMAGE_TYPES);
    const report: MissingCopiesReport = { photos, made: 0, had: 0, unreadable: [], missing: [] };
    let done = 0;
    for (let after = ''; ;) {
      const page = await this.media.storedPhotosAfter(RESIZED_IMAGE_TYPES, after, PHOTOS_PAGE);
      if (page.length === 0) break;
      for (const photo of page) {
        const outcome = await this.makeCopiesIfMissing(photo.key, photo.contentType);
        if (outcome === 'made' || outcome === 'had') report[outcome] += 1;
        else report[outcome].push(photo.key);
        onProgress?.(++done, Math.max(done, report.photos));
      }
      after = page.at(-1)!.key;
    }
    return report;
  }

  private async makeCopiesIfMissing(
    key: string,
    contentType: string,
  ): Promise<'made' | 'had' | 'unreadable' | 'missing'> {
    const heads = await Promise.all(imageVariantKeys(key).map((copy) => this.storage.head(copy, 0)));
    if (heads.every((head) => head !== null)) return 'had';
    const body = await this.storage.read(key);
    if (!body) return 'missing';
    const { maxBytes } = MEDIA_KINDS.image;
    try {
      const bytes = await readAtMost(body, maxBytes, () => MediaException.tooLarge('image'));
      await this.storeVariants(await this.variantsOf(key, bytes, contentType));
    } catch (error) {
      if (error instanceof MediaException) return 'unreadable';
      throw error;
    }
    return 'made';
  }

  /** A public photo's narrower copies (image-variants.ts); none for documents or GIFs. */
  private async variantsOf(key: string, bytes: Buffer, contentType: string): Promise<ImageVariant[]> {
    if (!getsImageVariants(key, contentType)) return [];
    try {
      return await makeImageVariants(key, bytes);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw MediaException.unreadable();
      throw error;
    }
  }

  /** A public photo without its camera's metadata (the GPS position first); anything else as sent. */
  private async publishable(key: string, bytes: Buffer, contentType: string): Promise<Buffer> {
    if (isPrivateKey(key)) return bytes;
    try {
      return await withoutMetadata(bytes, contentType);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw MediaException.unreadable();
      throw error;
    }
  }

  private async storeVariants(variants: ImageVariant[]): Promise<void> {
    for (const variant of variants) await this.storage.put(variant.key, variant.bytes, 'image/webp');
  }

  private async pendingUploadOf(user: SessionUser, key: string) {
    const row = await this.media.find(key);
    if (!row || row.status !== 'pending' || row.ownerId !== user.id) throw MediaException.noUploadWaiting();
    return row;
  }

  private async stored(key: string, contentType: string, size: number): Promise<StoredMedia> {
    if (!(await this.media.markStored(key, size))) throw MediaException.noUploadWaiting();
    return { key, publicUrl: this.addressOf(key), contentType, size };
  }
}

/** Reads a stream into memory, refusing as soon as it passes `maxBytes`. */
async function readAtMost(body: Readable, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}
