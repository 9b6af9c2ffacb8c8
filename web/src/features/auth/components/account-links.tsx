// The header's sign-in state: 'Sign in' for a visitor; for a signed-in owner or administrator,
// their home (portal or dashboard) and 'Sign out'. A visitor who never signed in costs no
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
  const isAdmin = user.user_type === 'admin';
  return (
    <>
      <li>
        <Link
          className="site-nav__link"
          to={isAdmin ? paths.adminDashboard.getHref() : paths.ownerPortal.getHref()}
          title={`Signed in as ${user.email}`}
        >
          {isAdmin ? 'Dashboard' : 'My portal'}
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
