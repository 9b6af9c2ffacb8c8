// /admin/login: e-mail and password, then the second step: a code from the authenticator app (or
// a recovery code), or, for an administrator without one, setting it up (required, or offered
// with "Not now" where ADMIN_TOTP=optional). On success to the page the administrator first asked
// for, else the dashboard.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiSchema } from '@venue-finder/contract';
import { FormAlert, SubmitButton } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useAdminLogin } from '../api/sign-in';
import {
  useConfirmEnrolment,
  useConfirmSignInEnrolment,
  useSecondFactorSignIn,
  useStartEnrolment,
  useStartSignInEnrolment,
} from '../api/second-factor';
import { homeOf, safeReturnPath } from '../../../lib/return-path';
import { CodeForm, EnrolmentPanel, RecoveryCodesPanel } from './second-factor-panels';

type Step =
  | { name: 'password' }
  | { name: 'code'; recovery: boolean }
  | { name: 'offer' }
  | { name: 'enrol'; key: ApiSchema<'SecondFactorEnrolmentResponse'>; signedIn: boolean }
  | { name: 'codes'; codes: string[] };

export function AdminLoginPage() {
  useDocumentTitle(pageTitle('Administrator sign in'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'password' });
  const login = useAdminLogin();
  const signInWithCode = useSecondFactorSignIn();
  const startSignInEnrolment = useStartSignInEnrolment();
  const confirmSignInEnrolment = useConfirmSignInEnrolment();
  const startEnrolment = useStartEnrolment();
  const confirmEnrolment = useConfirmEnrolment();

  const goOn = () => navigate(safeReturnPath(params.get('next')) ?? homeOf('admin'), { replace: true });

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
        onSuccess: (answer) => {
          if (answer.step === 'code') setStep({ name: 'code', recovery: false });
          else if (answer.step === 'enrol')
            startSignInEnrolment.mutate(undefined, {
              onSuccess: (key) => setStep({ name: 'enrol', key, signedIn: false }),
            });
          else if (answer.offer_enrolment) setStep({ name: 'offer' });
          else goOn();
        },
      },
    );
  }

  if (step.name === 'code') {
    const recovery = step.recovery;
    return (
      <AuthFrame>
        <h2>Enter your code</h2>
        {recovery ? (
          <RecoveryCodeForm
            pending={signInWithCode.isPending}
            error={signInWithCode.error ? messageOf(signInWithCode.error, 'Sign-in failed') : null}
            onSubmit={(recovery_code) => signInWithCode.mutate({ recovery_code }, { onSuccess: goOn })}
          />
        ) : (
          <>
            <p>Open your authenticator app and enter the 6-digit code it shows for Venue Finder.</p>
            <CodeForm
              label="Two-step sign-in"
              submitLabel="Sign In"
              pending={signInWithCode.isPending}
              error={signInWithCode.error ? messageOf(signInWithCode.error, 'Sign-in failed') : null}
              onSubmit={(code) => signInWithCode.mutate({ code }, { onSuccess: goOn })}
            />
          </>
        )}
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              signInWithCode.reset();
              setStep({ name: 'code', recovery: !recovery });
            }}
          >
            {recovery ? 'Use a code from your authenticator app instead' : 'Use a recovery code instead'}
          </button>
        </p>
      </AuthFrame>
    );
  }

  if (step.name === 'offer') {
    return (
      <AuthFrame>
        <h2>Protect your account with two-step sign-in</h2>
        <p>
          With two-step sign-in, signing in needs your password and a code from an authenticator app on your phone, so a
          stolen password alone is not enough.
        </p>
        <FormAlert messages={[startEnrolment.error ? messageOf(startEnrolment.error, 'Setup failed') : null]} />
        <p className="button-row">
          <button
            type="button"
            className="button button--primary"
            disabled={startEnrolment.isPending}
            onClick={() =>
              startEnrolment.mutate(password, { onSuccess: (key) => setStep({ name: 'enrol', key, signedIn: true }) })
            }
          >
            Set up now
          </button>{' '}
          <button type="button" className="button" onClick={goOn}>
            Not now
          </button>
        </p>
      </AuthFrame>
    );
  }

  if (step.name === 'enrol') {
    const confirm = step.signedIn ? confirmEnrolment : confirmSignInEnrolment;
    return (
      <AuthFrame>
        <EnrolmentPanel
          enrolmentKey={step.key}
          pending={confirm.isPending}
          error={confirm.error ? messageOf(confirm.error, 'Setup failed') : null}
          onConfirm={(code) =>
            step.signedIn
              ? confirmEnrolment.mutate(code, {
                  onSuccess: ({ recovery_codes }) => setStep({ name: 'codes', codes: recovery_codes }),
                })
              : confirmSignInEnrolment.mutate(code, {
                  onSuccess: ({ recovery_codes }) => setStep({ name: 'codes', codes: recovery_codes }),
                })
          }
        />
      </AuthFrame>
    );
  }

  if (step.name === 'codes') {
    return (
      <AuthFrame>
        <p role="status">Two-step sign-in is set up.</p>
        <RecoveryCodesPanel codes={step.codes}>
          <p>
            <button type="button" className="button button--primary" onClick={goOn}>
              Continue
            </button>
          </p>
        </RecoveryCodesPanel>
      </AuthFrame>
    );
  }

  const failure =
    missing ??
    (login.error ? messageOf(login.error, 'Login failed') : null) ??
    (startSignInEnrolment.error ? messageOf(startSignInEnrolment.error, 'Setup failed') : null);
  return (
    <AuthFrame>
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
        <SubmitButton pending={login.isPending || startSignInEnrolment.isPending} pendingLabel="Signing in…">
          Sign In
        </SubmitButton>
      </form>
      <p>
        <Link to={paths.adminReset.getHref()}>Forgotten your password?</Link>
      </p>
    </AuthFrame>
  );
}

function AuthFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="container page page--narrow auth-page">
      <h1>Administrator sign in</h1>
      {children}
    </div>
  );
}

function RecoveryCodeForm({
  pending,
  error,
  onSubmit,
}: {
  pending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setMissing('Enter one of your recovery codes');
      return;
    }
    setMissing(null);
    onSubmit(code.trim());
  }
  return (
    <form noValidate onSubmit={submit} aria-label="Sign in with a recovery code">
      <TextField
        label="Recovery code"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        required
        value={code}
        onValueChange={setCode}
      />
      <FormAlert messages={[missing ?? error]} />
      <SubmitButton pending={pending} pendingLabel="Checking…">
        Sign In
      </SubmitButton>
    </form>
  );
}
