// /admin/reset: without a token, the form that mails a reset link; with #token= (a reset or
// invitation link; lib/link-token.ts), the new
// password (twice, with its strength shown; submit from a score of 50), then a way to sign in.
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE, passwordScore } from '@venue-finder/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert, SubmitButton } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useLinkToken } from '../../../lib/link-token';
import { useCompletePasswordReset, useStartPasswordReset } from '../api/sign-in';
import { PasswordStrengthMeter } from './password-strength-meter';

export function AdminResetPage() {
  const token = useLinkToken();
  return token ? <NewPasswordForm key={token} token={token} /> : <RequestReset />;
}

function RequestReset() {
  useDocumentTitle(pageTitle('Reset your password'));
  const [email, setEmail] = useState('');
  const start = useStartPasswordReset();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (email.trim()) start.mutate(email.trim());
  }

  if (start.isSuccess) {
    return (
      <div className="container page page--narrow auth-page">
        <h1>Check Your Email</h1>
        <p className="lead" role="status">
          {start.data.message}
        </p>
        <p>
          <Link to={paths.adminLogin.getHref()}>Back to sign in</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page page--narrow auth-page">
      <h1>Reset your password</h1>
      <p className="lead">We will e-mail you a link to choose a new password. It expires in 15 minutes.</p>
      <form noValidate onSubmit={onSubmit} aria-label="Reset your password">
        <TextField
          label="Email address"
          type="email"
          autoComplete="username"
          maxLength={254}
          required
          value={email}
          onValueChange={setEmail}
        />
        <FormAlert messages={[start.error && messageOf(start.error, 'Failed to send reset link')]} />
        <SubmitButton pending={start.isPending} pendingLabel="Sending…" disabled={!email.trim()}>
          Send Reset Link
        </SubmitButton>
      </form>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  useDocumentTitle(pageTitle('Choose a new password'));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const complete = useCompletePasswordReset();
  const strongEnough = passwordScore(password) >= PASSWORD_MIN_SCORE;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(PASSWORD_MESSAGES.tooShort);
    if (password !== confirm) return setProblem(PASSWORD_MESSAGES.mismatch);
    setProblem(null);
    complete.mutate({ token, new_password: password });
  }

  if (complete.isSuccess) {
    return (
      <div className="container page page--narrow auth-page">
        <h1>Password updated</h1>
        <p className="lead" role="status">
          {complete.data.message}
        </p>
        <p>
          <Link className="button button--primary" to={paths.adminLogin.getHref()}>
            Sign in
          </Link>
        </p>
      </div>
    );
  }
  const failure = problem ?? (complete.error ? messageOf(complete.error, 'Failed to reset password') : null);
  return (
    <div className="container page page--narrow auth-page">
      <h1>Choose a new password</h1>
      <p className="lead">
        At least {PASSWORD_MIN_LENGTH} characters; mix upper and lower case, digits and a symbol for a strong one.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Choose a new password">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onValueChange={setPassword}
          hint={<PasswordStrengthMeter password={password} />}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onValueChange={setConfirm}
        />
        <FormAlert messages={[failure]} />
        <SubmitButton pending={complete.isPending} pendingLabel="Saving…" disabled={!strongEnough}>
          Reset Password
        </SubmitButton>
      </form>
    </div>
  );
}
