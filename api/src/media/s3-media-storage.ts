// Media in an S3-compatible bucket, the production shape: the browser POSTs a file straight to
// the bucket by a presigned form whose policy fixes the key (under quarantine/), the declared
// Content-Type and a content-length-range, so the bucket itself refuses anything larger; the api
// then reads what arrived, decides what it really is and promotes it to its key. Uploads never
// completed are removed by a recurring job (abandoned-uploads.ts). Public files are read from the
// bucket (or the CDN before it) at S3_PUBLIC_URL; documents stay private and are read through the
// api. The bucket should not serve quarantine/ publicly (a lifecycle rule expiring it after a
// day is a second line behind the job).
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3MediaConfig } from '../config/api-config';
import { MediaStorage, type StoredHead, type UploadTarget, quarantineKeyOf } from './media-storage';

/** How long a presigned upload address works. */
export const PRESIGNED_UPLOAD_SECONDS = 15 * 60;

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export class S3MediaStorage extends MediaStorage {
  readonly name = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3MediaConfig) {
    super();
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      // No checksum in presigned addresses: the SDK would sign one of an empty body, which the
      // browser's upload cannot match.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  async uploadTarget(key: string, contentType: string, maxBytes: number): Promise<UploadTarget> {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.config.bucket,
      Key: quarantineKeyOf(key),
      // The bucket refuses an empty or oversized file, or one sent as another type.
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: PRESIGNED_UPLOAD_SECONDS,
    });
    return { method: 'POST', url, headers: {}, fields };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async head(key: string, bytes: number): Promise<StoredHead | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      const contentType = head.ContentType ?? null;
      if (size === 0 || bytes === 0) return { size, contentType, firstBytes: Buffer.alloc(0) };
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      return {
        size,
        contentType,
        firstBytes: Buffer.from(await object.Body!.transformToByteArray()).subarray(0, bytes),
      };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return object.Body as Readable;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }
}
