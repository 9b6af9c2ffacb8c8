// On the planner's own event (My events): share it with a colleague by e-mail, to view or to view
// and decide, see with whom it is shared, and stop sharing. The colleague is mailed how to sign in.
import { useId, useState, type FormEvent } from 'react';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { FormAlert, SubmitButton } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-client';
import { type SharePermission, useEventShares, useShareEvent, useStopSharing } from '../api/my-events';

const PERMISSION_LABELS: Record<SharePermission, string> = { view: 'View', decide: 'View and decide' };

export function ShareEvent({ eventId }: { eventId: string }) {
  const ids = { heading: useId(), permission: useId() };
  const shares = useEventShares(eventId);
  const share = useShareEvent(eventId);
  const stop = useStopSharing(eventId);
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState<SharePermission>('view');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sharedWith, setSharedWith] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setEmailError('Please enter your colleague’s email address');
      return;
    }
    setEmailError(null);
    share.mutate(
      { email: address, permission },
      {
        onSuccess: () => {
          setSharedWith(address);
          setEmail('');
        },
      },
    );
  }

  return (
    <section className="container share-event" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Share this event</h2>
      <p>A colleague signs in with their own address and finds the event in My events.</p>
      {shares.data && shares.data.length > 0 && (
        <ul aria-label="Shared with">
          {shares.data.map((item) => (
            <li key={item.id}>
              {item.email} — {PERMISSION_LABELS[item.permission]}{' '}
              <ConfirmAction
                id={item.id}
                action={stop}
                label="Stop sharing"
                target={` with ${item.email}`}
                question={`Stop sharing with ${item.email}?`}
                confirm="Yes, stop sharing"
                failure="Sharing was not stopped. Please try again."
                inline
              />
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} aria-label="Share with a colleague">
        <TextField
          label="Colleague’s email address"
          type="email"
          autoComplete="off"
          maxLength={254}
          required
          value={email}
          error={emailError}
          onValueChange={setEmail}
        />
        <div className="field">
          <label className="field__label" htmlFor={ids.permission}>
            They may
          </label>
          <select
            id={ids.permission}
            className="field__control"
            value={permission}
            onChange={(change) => setPermission(change.target.value as SharePermission)}
          >
            <option value="view">View</option>
            <option value="decide">View and decide</option>
          </select>
        </div>
        <FormAlert
          messages={[share.error ? messageOf(share.error, 'The event was not shared. Please try again.') : null]}
        />
        <div role="status">
          {sharedWith && share.isSuccess && <p className="notice">Shared with {sharedWith}. We have e-mailed them.</p>}
        </div>
        <SubmitButton pending={share.isPending} pendingLabel="Sharing…">
          Share
        </SubmitButton>
      </form>
    </section>
  );
}
