// The secret of a mailed link (sign-in, password reset, administrator invitation). It travels
// after '#' — browsers never send the fragment to a server, so no access log or Referer holds
// it — and this page sends it on in a POST body. Links mailed before that carried it as ?token=;
// they still work (the shipped nginx logs no query strings, and these pages send no Referer).
// Once read, the secret leaves the address bar and the tab's history.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The token a link's address carries: after '#', else (an older link) in the query. */
export function linkTokenIn(address: { hash: string; search: string }): string | null {
  const fromFragment = new URLSearchParams(address.hash.replace(/^#/, '')).get('token');
  return fromFragment || new URLSearchParams(address.search).get('token') || null;
}

/**
 * The page's link token: kept for as long as the visit to this address lasts, although the
 * address bar keeps only the page and its other parameters once it is read; a new visit (another
 * page, or a link opened again in this tab) reads its own.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const carried = linkTokenIn(location);
  const [kept, setKept] = useState({ visit: location.key, token: carried });
  if (kept.visit !== location.key) setKept({ visit: location.key, token: carried });
  const token = kept.visit === location.key ? kept.token : carried;
  useEffect(() => {
    if (!token) return;
    const address = new URL(window.location.href);
    address.hash = '';
    address.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}`);
  }, [token]);
  return token;
}
