// Secrets handed to a browser (session cookies, magic links, reset links): 256 random bits,
// URL-safe. Only their SHA-256 is stored, so a copy of the database signs nobody in.
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
