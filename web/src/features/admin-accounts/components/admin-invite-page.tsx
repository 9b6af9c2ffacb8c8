// /admin/invite: invite another administrator by e-mail. Their account is made without a
// password; the mail's link (single use, a week) lets them choose one.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OutcomeMessage, type QueueOutcome } from '../../../components/ui/admin-queue';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useInviteAdmin } from '../api/invitations';

export function AdminInvitePage() {
  useDocumentTitle(pageTitle('Invite an administrator'));
  const invite = useInviteAdmin();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<QueueOutcome | null>(null);
  const fieldError = invite.error instanceof ApiError ? invite.error.fields : {};

  return (
    <div className="container page admin-invite">
      <p>
        <Link to={paths.adminOwners.getHref()}>← Back to Owners</Link>
      </p>
      <h1>Invite an administrator</h1>
      <p>They are e-mailed a link to choose their password. The link works once and lasts a week.</p>
      <OutcomeMessage outcome={outcome} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setOutcome(null);
          invite.mutateAsync({ email, name }).then(
            (invited) => {
              setOutcome({ kind: 'ok', text: `Invitation sent to ${invited.email}.` });
              setEmail('');
              setName('');
            },
            (error: unknown) =>
              setOutcome({ kind: 'error', text: messageOf(error, 'The invitation could not be sent') }),
          );
        }}
      >
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          error={fieldError.email}
          onValueChange={setEmail}
        />
        <TextField label="Name (optional)" value={name} maxLength={120} onValueChange={setName} />
        <p>
          <button type="submit" className="button button--primary" disabled={invite.isPending}>
            Send invitation
          </button>
        </p>
      </form>
    </div>
  );
}
