// The guard of the owner, planner and admin pages (their guard comes from the one route table): a
// spinner while the session is checked; a visitor is sent to sign in (/admin/login for admin
// pages, /auth/magic otherwise) with the way back; a signed-in user without the role sees
// Access Denied.
import type { RouteGuard } from '@venue-finder/contract';
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';

export function RequireAccess({ guard, children }: { guard: Exclude<RouteGuard, 'none'>; children: ReactNode }) {
  // The answer arrives as a store's update, which React renders in one go; deferred, the page it
  // lets in renders in slices the browser can interrupt (the spinner stays until it is ready).
  const session = useDeferredValue(useSession());
  const location = useLocation();
  if (session.isPending) return <SessionSpinner />;
  if (session.isError) {
    return (
      <div className="container page page--narrow" role="alert">
        <h1>We could not check your sign-in</h1>
        <p className="lead">Please check your connection and reload the page.</p>
      </div>
    );
  }
  const user = session.data;
  const here = location.pathname + location.search;
  if (!user) {
    return <Navigate replace to={guard === 'admin' ? paths.adminLogin.getHref(here) : paths.signIn.getHref(here)} />;
  }
  if (guard === 'admin' && user.user_type !== 'admin') return <AccessDenied detail="Administrator access required." />;
  if (guard === 'owner' && user.user_type !== 'owner' && !user.roles.includes('owner')) {
    return <AccessDenied detail="Required roles: owner" />;
  }
  if (guard === 'planner' && user.user_type !== 'planner') {
    return <AccessDenied detail="This page is for event planners: sign in with “I am planning an event”." />;
  }
  return children;
}

export function SessionSpinner() {
  return (
    <div className="container page page--narrow session-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Checking your sign-in…</span>
    </div>
  );
}

export function AccessDenied({ detail }: { detail: string }) {
  useDocumentTitle(pageTitle('Access Denied'));
  return (
    <div className="container page page--narrow">
      <h1>Access Denied - You don't have permission to access this page.</h1>
      <p className="lead">{detail}</p>
      <p>
        <a className="button" href={paths.venues.getHref()}>
          Browse venues
        </a>
      </p>
    </div>
  );
}
