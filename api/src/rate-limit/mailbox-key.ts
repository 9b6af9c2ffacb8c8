// The mailbox an e-mail address reaches, as limits keyed by an address count it. `victim+1@` and
// `victim+2@` reach the same inbox (plus tags are sub-addresses almost everywhere), and Gmail also
// ignores dots in the local part and answers to googlemail.com as to gmail.com: without this one
// key, each spelling would be a fresh allowance of mail to the same person. Used only for limit
// keys (RateLimiter.consumePerAddress); what is stored and mailed stays exactly as written.

/** Providers whose mailboxes ignore dots in the local part, and the domain each is known by. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

export function mailboxKey(email: string): string {
  const address = email.trim().normalize('NFKC').toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  // A quoted local part ("a+b"@…) is a literal: its plus and dots are its own.
  if (!local.startsWith('"')) {
    const untagged = local.split('+')[0]!;
    if (untagged) local = untagged;
    const dotless = DOTLESS_DOMAINS[domain];
    if (dotless) {
      domain = dotless;
      local = local.replaceAll('.', '') || local;
    }
  }
  return `${local}@${domain}`;
}
