// Whose domain is it: the registrable domain (public-suffix aware) of a venue's website and of a
// claimant's e-mail address. `events.grand-hotel.co.uk` and `grand-hotel.co.uk` are one domain;
// `co.uk` is nobody's; addresses at free-mail providers prove nothing about a venue.
import { getDomain } from 'tldts';

/** Mail providers anyone can have an address at. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'aol.com',
  'btinternet.com',
  'gmail.com',
  'gmx.co.uk',
  'gmx.com',
  'googlemail.com',
  'hotmail.co.uk',
  'hotmail.com',
  'icloud.com',
  'live.co.uk',
  'live.com',
  'mail.com',
  'me.com',
  'msn.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'sky.com',
  'talktalk.net',
  'virginmedia.com',
  'yahoo.co.uk',
  'yahoo.com',
  'yandex.com',
  'zoho.com',
]);

/** The registrable domain of a host, URL or e-mail address; null when there is none. */
export function registrableDomain(value: string | null | undefined): string | null {
  if (!value) return null;
  const host = value.includes('@') ? value.slice(value.lastIndexOf('@') + 1) : value;
  return getDomain(host.trim().toLowerCase(), { allowPrivateDomains: true }) ?? null;
}

export interface DomainMatch {
  /** The claimant's e-mail domain (registrable). */
  emailDomain: string | null;
  /** The venue website's domain (registrable). */
  websiteDomain: string | null;
  matches: boolean;
}

/** Whether a claimant's e-mail address is at the venue website's domain (never for free mail). */
export function emailMatchesWebsite(email: string, website: string | null): DomainMatch {
  const emailDomain = registrableDomain(email);
  const websiteDomain = registrableDomain(website);
  const matches =
    emailDomain !== null &&
    websiteDomain !== null &&
    emailDomain === websiteDomain &&
    !FREE_MAIL_DOMAINS.has(emailDomain);
  return { emailDomain, websiteDomain, matches };
}
