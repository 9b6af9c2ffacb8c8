// /mail/unsubscribe?token=…: the one-click unsubscribe of a non-essential mail. Opening the link is
// the click: the page sends the token at once (no sign-in) and says what happened.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { messageOf } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/mail-preferences';

export function UnsubscribePage() {
  useDocumentTitle(pageTitle('Unsubscribe'));
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <div className="container page page--narrow">
      <h1>E-mail settings</h1>
      {!token && (
        <p role="alert">This link has no unsubscribe token. Please use the link in your e-mail as it was sent.</p>
      )}
      {unsubscribe.isPending && <p role="status">Turning these e-mails off…</p>}
      {unsubscribe.isSuccess && <p role="status">{unsubscribe.data.message}</p>}
      {unsubscribe.isError && (
        <p role="alert">{messageOf(unsubscribe.error, 'We could not turn these e-mails off. Please try again.')}</p>
      )}
      <p>
        Owners can turn these e-mails back on in the owner portal’s{' '}
        <Link to={paths.ownerPortal.getHref({ tab: 'mail' })}>E-mail settings</Link>.
      </p>
    </div>
  );
}
