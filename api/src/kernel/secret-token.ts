// Secrets handed to a browser (session cookies, magic links, reset links): 256 random bits,
// URL-safe. Only their SHA-256 is stored, so a copy of the database signs nobody in.
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A mailed link that carries its secret after `#`: browsers never send the fragment to a server,
 * so no proxy's access log and no later request's Referer can hold it. The page reads it and
 * sends it in a POST body (issue #47). `page` is an absolute address without a fragment.
 */
export function linkCarrying(page: string, token: string): string {
  return `${page}#token=${encodeURIComponent(token)}`;
}

export function hashSecretToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
