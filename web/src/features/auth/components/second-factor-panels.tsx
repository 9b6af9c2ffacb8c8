// The pieces of two-step sign-in that the sign-in screen and the administrator's security page
// share: the code field, setting up an authenticator app (a QR code, or the key to type in), and
// the recovery codes, shown once.
import { useState, type FormEvent } from 'react';
import type { ApiSchema } from '@venue-finder/contract';
import { FormAlert, SubmitButton } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';

type EnrolmentKey = ApiSchema<'SecondFactorEnrolmentResponse'>;

/** A 6-digit code field, as phones and password managers expect one. */
export function CodeField({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  return (
    <TextField
      label="6-digit code from your authenticator app"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={7}
      required
      value={value}
      onValueChange={onValueChange}
    />
  );
}

export function CodeForm({
  label,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setMissing('Enter the 6-digit code from your authenticator app');
      return;
    }
    setMissing(null);
    onSubmit(code.replace(/\s/g, ''));
  }
  return (
    <form noValidate onSubmit={submit} aria-label={label}>
      <CodeField value={code} onValueChange={setCode} />
      <FormAlert messages={[missing ?? error]} />
      <SubmitButton pending={pending} pendingLabel="Checking…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** Step one of setup: add the key to an app; step two: confirm it with the code the app shows. */
export function EnrolmentPanel({
  enrolmentKey,
  pending,
  error,
  onConfirm,
}: {
  enrolmentKey: EnrolmentKey;
  pending: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
}) {
  return (
    <section aria-labelledby="enrolment-heading">
      <h2 id="enrolment-heading">Set up two-step sign-in</h2>
      <p>
        Scan this QR code with an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator
        or 1Password).
      </p>
      <img
        className="qr-code"
        width={200}
        height={200}
        alt="QR code to add Venue Finder to your authenticator app"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolmentKey.qr_code_svg)}`}
      />
      <p>If you cannot scan it, enter this setup key in the app instead:</p>
      <p>
        <code className="setup-key" aria-label="Setup key">
          {enrolmentKey.secret}
        </code>
      </p>
      <p>Then enter the 6-digit code the app shows, to check it is set up.</p>
      <CodeForm
        label="Confirm two-step sign-in"
        submitLabel="Confirm"
        pending={pending}
        error={error}
        onSubmit={onConfirm}
      />
    </section>
  );
}

export function RecoveryCodesPanel({ codes, children }: { codes: readonly string[]; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading">Save your recovery codes</h2>
      <p>
        If you lose your phone, you can sign in with one of these codes instead of a code from the app. Each code works
        once. Keep them somewhere safe: they are shown only now.
      </p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
