// Uploads a file the person chose: its type is read from its first bytes (not its name), then it
// goes to the address the api hands out — the api itself, or a bucket followed by a check.
import {
  MEDIA_KINDS,
  MEDIA_SNIFF_BYTES,
  type MediaKind,
  acceptsMediaType,
  sniffMediaType,
  type ApiQueryParams,
} from '@venue-finder/contract';
import { ApiError, api } from './api-client';

/** What an upload belongs to, as the api names it. */
type MediaEntityType = NonNullable<ApiQueryParams<'/api/media/presign', 'post'>['entity_type']>;

/**
 * Uploads a file the owner chose: its type is read from its first bytes (not its name), then it
 * goes to the address the api hands out — the api itself, or a bucket followed by a check.
 * Answers the file's public address; throws an ApiError with a message a person can act on.
 */
export async function uploadMedia(
  file: File,
  kind: MediaKind,
  entity: { type: MediaEntityType; id?: string | null },
): Promise<string> {
  const rules = MEDIA_KINDS[kind];
  const type = sniffMediaType(new Uint8Array(await file.slice(0, MEDIA_SNIFF_BYTES).arrayBuffer()));
  if (!type || !acceptsMediaType(kind, type)) throw new ApiError(400, rules.wrongType);
  if (file.size > rules.maxBytes) throw new ApiError(400, rules.tooLarge);
  const address = await api('post', '/api/media/presign', {
    query: {
      filename: file.name,
      content_type: type,
      kind,
      entity_type: entity.type,
      entity_id: entity.id ?? undefined,
    },
  });
  const absolute = /^https?:\/\//.test(address.upload_url);
  let response: Response;
  try {
    response = await fetch(address.upload_url, {
      method: address.upload_method,
      headers: address.upload_headers,
      body: absolute ? bucketForm(address.upload_fields, file) : file,
      credentials: absolute ? 'omit' : 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'The upload did not reach us. Please check your connection and try again.');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, answer?.message ?? 'The upload failed. Please try again.');
  }
  if (absolute) await api('post', '/api/media/complete', { query: { key: address.key } });
  return address.public_url;
}

/** A form upload to a bucket: the signed fields first, the file last (the bucket ignores fields after it). */
function bucketForm(fields: Record<string, string>, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}
