// /admin/security: the signed-in administrator's two-step sign-in. Set it up or move it to another
// app, replace the recovery codes, or (only where it is optional) turn it off; each change asks
// for the password again.
import { useState, type FormEvent } from 'react';
import type { ApiSchema } from '@venue-finder/contract';
import { FormAlert, SubmitButton } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import {
  useConfirmEnrolment,
  useRegenerateRecoveryCodes,
  useRemoveSecondFactor,
  useSecondFactorStatus,
  useStartEnrolment,
} from '../api/second-factor';
import { EnrolmentPanel, RecoveryCodesPanel } from './second-factor-panels';

type Action = 'enrol' | 'codes' | 'remove';
const ACTION_LABEL: Record<Action, string> = {
  enrol: 'Set up two-step sign-in',
  codes: 'Get new recovery codes',
  remove: 'Turn off two-step sign-in',
};

export function AdminSecurityPage() {
  useDocumentTitle(pageTitle('Sign-in security'));
  const status = useSecondFactorStatus();
  const [action, setAction] = useState<Action | null>(null);
  const [enrolmentKey, setEnrolmentKey] = useState<ApiSchema<'SecondFactorEnrolmentResponse'> | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const startEnrolment = useStartEnrolment();
  const confirmEnrolment = useConfirmEnrolment();
  const regenerate = useRegenerateRecoveryCodes();
  const remove = useRemoveSecondFactor();

  const begin = (next: Action) => {
    setAction(next);
    setEnrolmentKey(null);
    setCodes(null);
    setDone(null);
  };

  function withPassword(password: string) {
    if (action === 'enrol') startEnrolment.mutate(password, { onSuccess: setEnrolmentKey });
    if (action === 'codes')
      regenerate.mutate(password, {
        onSuccess: ({ recovery_codes }) => {
          setCodes(recovery_codes);
          setAction(null);
        },
      });
    if (action === 'remove')
      remove.mutate(password, {
        onSuccess: () => {
          setDone('Two-step sign-in is off.');
          setAction(null);
        },
      });
  }

  const current = status.data;
  const passwordStep = action === 'enrol' ? startEnrolment : action === 'codes' ? regenerate : remove;
  return (
    <div className="container page">
      <h1>Sign-in security</h1>
      {done && <p role="status">{done}</p>}
      {status.isPending ? (
        <p>Loading…</p>
      ) : status.error || !current ? (
        <p role="alert">{messageOf(status.error, 'Could not load your sign-in settings. Please reload the page.')}</p>
      ) : (
        <section aria-labelledby="two-step-heading">
          <h2 id="two-step-heading">Two-step sign-in</h2>
          <p>
            {current.enrolled
              ? `On: signing in needs your password and a code from your authenticator app. Recovery codes left: ${current.recovery_codes_left} of 10.`
              : 'Off: signing in needs only your password.'}
          </p>
          <p className="button-row">
            <button type="button" className="button" onClick={() => begin('enrol')}>
              {current.enrolled ? 'Move to another authenticator app' : 'Set up two-step sign-in'}
            </button>{' '}
            {current.enrolled && (
              <button type="button" className="button" onClick={() => begin('codes')}>
                Get new recovery codes
              </button>
            )}{' '}
            {current.enrolled && !current.required && (
              <button type="button" className="button" onClick={() => begin('remove')}>
                Turn off two-step sign-in
              </button>
            )}
          </p>
        </section>
      )}
      {action && !enrolmentKey && (
        <PasswordAgainForm
          label={ACTION_LABEL[action]}
          pending={passwordStep.isPending}
          error={passwordStep.error ? messageOf(passwordStep.error, 'That did not work. Please try again.') : null}
          onSubmit={withPassword}
        />
      )}
      {enrolmentKey && (
        <EnrolmentPanel
          enrolmentKey={enrolmentKey}
          pending={confirmEnrolment.isPending}
          error={confirmEnrolment.error ? messageOf(confirmEnrolment.error, 'Setup failed') : null}
          onConfirm={(code) =>
            confirmEnrolment.mutate(code, {
              onSuccess: ({ recovery_codes }) => {
                setEnrolmentKey(null);
                setAction(null);
                setCodes(recovery_codes);
                setDone('Two-step sign-in is set up.');
              },
            })
          }
        />
      )}
      {codes && <RecoveryCodesPanel codes={codes} />}
    </div>
  );
}

function PasswordAgainForm({
  label,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  pending: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setMissing('Please enter your password');
      return;
    }
    setMissing(null);
    onSubmit(password);
  }
  return (
    <form noValidate onSubmit={submit} aria-label={label}>
      <h2>{label}</h2>
      <p>Enter your password to continue.</p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <FormAlert messages={[missing ?? error]} />
      <SubmitButton pending={pending} pendingLabel="Checking…">
        Continue
      </SubmitButton>
    </form>
  );
}
