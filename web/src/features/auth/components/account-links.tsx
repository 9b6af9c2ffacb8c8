// The header's sign-in state: 'Sign in' for a visitor; for a signed-in owner, planner or
// administrator, their home (portal, My events or dashboard) and 'Sign out'. A visitor who never signed in costs no
// request: the session is asked for only while the server's signed-in hint cookie is there.
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { maySignedIn, useSession } from '../../../lib/session';
import { useSignOut } from '../api/sign-in';

export function AccountLinks() {
  const session = useSession({ enabled: maySignedIn() });
  const signOut = useSignOut();
  const navigate = useNavigate();
  const user = session.data;
  if (!user) {
    return (
      <li>
        <Link className="site-nav__link" to={paths.signIn.getHref()}>
          Sign in
        </Link>
      </li>
    );
  }
  const home = {
    admin: { to: paths.adminDashboard.getHref(), label: 'Dashboard' },
    owner: { to: paths.ownerPortal.getHref(), label: 'My portal' },
    planner: { to: paths.myEvents.getHref(), label: 'My events' },
  }[user.user_type];
  return (
    <>
      <li>
        <Link className="site-nav__link" to={home.to} title={`Signed in as ${user.email}`}>
          {home.label}
        </Link>
      </li>
      <li>
        <button
          type="button"
          className="site-nav__link button--link"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(user.user_type, { onSettled: () => navigate(paths.venues.getHref()) })}
        >
          Sign out
        </button>
      </li>
    </>
  );
}
