// /admin/login: e-mail and password; on success to the page the administrator first asked for,
// else the dashboard.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert, SubmitButton } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useAdminLogin } from '../api/sign-in';
import { homeOf, safeReturnPath } from '../../../lib/return-path';

export function AdminLoginPage() {
  useDocumentTitle(pageTitle('Administrator sign in'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const login = useAdminLogin();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing('Please enter your email address and password');
      return;
    }
    setMissing(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => navigate(safeReturnPath(params.get('next')) ?? homeOf(user.user_type), { replace: true }),
      },
    );
  }

  const failure = missing ?? (login.error ? messageOf(login.error, 'Login failed') : null);
  return (
    <div className="container page page--narrow auth-page">
      <h1>Administrator sign in</h1>
      <form noValidate onSubmit={onSubmit} aria-label="Administrator sign in">
        <TextField
          label="Email address"
          type="email"
          autoComplete="username"
          maxLength={254}
          required
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <FormAlert messages={[failure]} />
        <SubmitButton pending={login.isPending} pendingLabel="Signing in…">
          Sign In
        </SubmitButton>
      </form>
      <p>
        <Link to={paths.adminReset.getHref()}>Forgotten your password?</Link>
      </p>
    </div>
  );
}
