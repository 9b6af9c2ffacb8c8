// /auth/magic and /auth/verify, one screen: without a token, the form that mails a sign-in link
// ('Check Your Email' once sent); with #token= (lib/link-token.ts), the link being verified, then on to the portal
// (owners), My events (planners) or the dashboard (admins) after 1.5 s, or 'Verification Failed' with a way to ask again.
// A link opened in another browser than the one that asked for it waits for one confirming click.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert, SubmitButton } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError, messageOf, serverMessage } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import type { UserType } from '@venue-finder/contract';
import type { SessionUser } from '../../../lib/session';
import { useConsumeMagicLink, useRequestMagicLink } from '../api/sign-in';
import { homeOf, rememberReturnPath, safeReturnPath, takeReturnPath } from '../../../lib/return-path';
import { useLinkToken } from '../../../lib/link-token';

/** How long the success message shows before the redirect (spec: 1500 ms). */
export const SIGN_IN_REDIRECT_MS = 1_500;

export function SignInPage() {
  const token = useLinkToken();
  return token ? <VerifyMagicLink key={token} token={token} /> : <RequestMagicLink />;
}

function RequestMagicLink() {
  useDocumentTitle(pageTitle('Sign in'));
  const typeId = useId();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [userType, setUserType] = useState<UserType>(userTypeAsked(params.get('user_type')));
  const [emailError, setEmailError] = useState<string | null>(null);
  const request = useRequestMagicLink();
  const emailRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setEmailError('Please enter your email address');
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    rememberReturnPath(safeReturnPath(params.get('next')));
    request.mutate({ email: address, user_type: userType });
  }

  if (request.isSuccess) {
    return (
      <div className="container page page--narrow auth-page">
        <h1>Check Your Email</h1>
        <p className="lead" role="status">
          We have sent a sign-in link to <strong>{email.trim()}</strong>. Open it on this device to sign in.
        </p>
        <p>Links expire after 15 minutes and work once. Nothing arrived? Check your spam folder, or ask again.</p>
        <p>
          <button type="button" className="button" onClick={() => request.reset()}>
            Send another link
          </button>
        </p>
      </div>
    );
  }

  const failure = request.error ? messageOf(request.error, 'Failed to send magic link') : null;
  return (
    <div className="container page page--narrow auth-page">
      <h1>Sign in</h1>
      <p className="lead">
        Venue owners and event planners sign in with a link we e-mail to you: no password to remember.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Sign in by e-mail link">
        <TextField
          ref={emailRef}
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          error={emailError}
          onValueChange={setEmail}
        />
        <div className="field">
          <label className="field__label" htmlFor={typeId}>
            I am
          </label>
          <select
            id={typeId}
            className="field__control"
            value={userType}
            onChange={(event) => setUserType(event.target.value as UserType)}
          >
            <option value="owner">A venue owner</option>
            <option value="planner">Planning an event</option>
            <option value="admin">An administrator</option>
          </select>
        </div>
        <FormAlert messages={[failure]} />
        <SubmitButton pending={request.isPending} pendingLabel="Sending…">
          Send Magic Link
        </SubmitButton>
      </form>
      <p>
        Administrators can also{' '}
        <Link to={paths.adminLogin.getHref(params.get('next') ?? undefined)}>sign in with a password</Link>.
      </p>
    </div>
  );
}

/** ?user_type= on the way in (a planner's page sends planners here with it); owners by default. */
function userTypeAsked(asked: string | null): UserType {
  return asked === 'admin' || asked === 'planner' ? asked : 'owner';
}

const HOME_NAME: Record<UserType, string> = { admin: 'dashboard', owner: 'portal', planner: 'events' };

function VerifyMagicLink({ token }: { token: string }) {
  const consume = useConsumeMagicLink();
  const navigate = useNavigate();
  const { mutate } = consume;
  const goHome = useCallback(
    (user: SessionUser) => {
      const next = takeReturnPath() ?? homeOf(user.user_type);
      window.setTimeout(() => navigate(next, { replace: true }), SIGN_IN_REDIRECT_MS);
    },
    [navigate],
  );
  // A link works once: never send it twice (React's development mode runs effects twice).
  const sent = useRef(false);
  useDocumentTitle(pageTitle(consume.isError ? 'Verification Failed' : 'Signing you in'));

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ token }, { onSuccess: goHome });
  }, [mutate, goHome, token]);

  // Opened in another browser than the one that asked: sign in only after one confirming click,
  // so a link someone else asked for cannot sign this browser in to their account unnoticed.
  if (consume.isError && consume.error instanceof ApiError && consume.error.status === 409) {
    return (
      <div className="container page page--narrow auth-page">
        <h1>Confirm sign-in</h1>
        <p className="lead">{consume.error.message}</p>
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => mutate({ token, confirm: true }, { onSuccess: goHome })}
          >
            Continue signing in
          </button>
        </p>
      </div>
    );
  }

  if (consume.isError) {
    return (
      <div className="container page page--narrow auth-page">
        <h1>Verification Failed</h1>
        <div role="alert">
          <p className="lead">Your magic link may have expired or been used already.</p>
          {serverMessage(consume.error) && <p>{serverMessage(consume.error)}</p>}
        </div>
        <p>
          <Link className="button button--primary" to={paths.signIn.getHref()}>
            Request New Link
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page page--narrow auth-page">
      <h1>{consume.isSuccess ? 'You are signed in' : 'Signing you in…'}</h1>
      <p className="lead" role="status">
        {consume.isSuccess
          ? `Welcome, ${consume.data.email}. Taking you to your ${HOME_NAME[consume.data.user_type]}…`
          : 'Checking your sign-in link…'}
      </p>
    </div>
  );
}
