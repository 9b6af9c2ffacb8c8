// Where to go after signing in: the page a guard sent the visitor from. It travels as ?next=
// on the sign-in screens and, across the e-mailed magic link, in this tab's session storage.
import type { UserType } from '@venue-finder/contract';

const KEY = 'vf_return_to';

/** Only a path on this site: never another origin (an open redirect). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function rememberReturnPath(next: string | null): void {
  try {
    if (next) sessionStorage.setItem(KEY, next);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be off; the owner then lands on their home page.
  }
}

export function takeReturnPath(): string | null {
  try {
    const value = safeReturnPath(sessionStorage.getItem(KEY));
    sessionStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}

export function homeOf(userType: UserType): string {
  return { admin: '/admin/dashboard', owner: '/owners/portal', planner: '/v2/my-events' }[userType];
}
