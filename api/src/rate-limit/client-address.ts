// The client a request counts against for rate limits and sign-in throttling: its address as
// Express derives it (TRUST_PROXY decides whose X-Forwarded-For is believed, and Express takes the
// right-most address no trusted proxy added). Whatever a trusted proxy passed on that is no
// address is bounded to a short hash, so a 3 KB header cannot become a 3 KB key.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Request } from 'express';

export function clientAddress(request: Request): string {
  const address = request.ip ?? '';
  if (isIP(address)) return address;
  return `unparsed:${createHash('sha256').update(address).digest('hex').slice(0, 16)}`;
}
