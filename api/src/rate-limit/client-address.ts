// The client a request counts against for rate limits and sign-in throttling: its address as
// Express derives it (TRUST_PROXY decides whose X-Forwarded-For is believed, and Express takes the
// right-most address no trusted proxy added). An IPv6 client is keyed on its /64, the block one
// subscriber is given (a /64 holds 2^64 addresses: keyed whole, each would be a fresh client); an
// IPv4-mapped IPv6 address is its IPv4 address. Whatever a trusted proxy passed on that is no
// address is bounded to a short hash, so a 3 KB header cannot become a 3 KB key.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Request } from 'express';

export function clientAddress(request: Request): string {
  return clientKeyOf(request.ip ?? '');
}

export function clientKeyOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  if (isIP(address) === 4) return address;
  if (isIP(address) === 6) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return `unparsed:${createHash('sha256').update(address).digest('hex').slice(0, 16)}`;
}

/** The eight groups of an IPv6 address, lower-case without leading zeros ('::' expanded). */
function ipv6Groups(address: string): string[] {
  const bare = address.split('%')[0]!; // a zone index (fe80::1%eth0) is not part of the address
  const [head, tail] = bare.includes('::') ? bare.split('::') : [bare, undefined];
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const toHex = (groups: string[]) =>
    groups.flatMap((group) => {
      if (!group.includes('.')) return [group];
      // An embedded IPv4 tail (64:ff9b::192.0.2.1) is two groups.
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = toHex(part(head));
  const right = toHex(part(tail));
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}
