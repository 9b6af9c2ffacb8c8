// What a planner sees behind a link that has expired (after 30 days) or that we do not know: what
// happened, and a form that mails a fresh link to the address the brief was sent from. The answer
// is the same whatever the address, so it tells no one whether an address sent a brief.
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-client';
import { useRequestFreshLink } from '../api/planner-proposals';

export const EXPIRED_HEADING = 'This link has expired';
export const UNKNOWN_HEADING = 'We do not recognise this link';

export function FreshLinkPage({ expired }: { expired: boolean }) {
  const formId = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestFreshLink();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    if (!email.trim()) {
      setProblem('Please enter your email address');
      return;
    }
    setProblem(null);
    request.mutate(email.trim(), {
      onError: (error) => setProblem(messageOf(error, 'We could not send a fresh link. Please try again.')),
    });
  }

  return (
    <div className="container page page--narrow">
      <h1>{expired ? EXPIRED_HEADING : UNKNOWN_HEADING}</h1>
      <p className="lead">
        {expired
          ? 'Links to your proposals work for 30 days, and this one has run out.'
          : 'It may have been copied only in part, or replaced by a newer link.'}{' '}
        Enter the e-mail address you sent your brief from, and we will e-mail you a fresh link to your proposals.
      </p>
      {request.isSuccess ? (
        <p role="status" className="notice">
          {request.data.message}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby={formId}>
          <h2 id={formId} className="visually-hidden">
            Get a fresh link
          </h2>
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            error={problem}
            onValueChange={setEmail}
          />
          <button
            className="button button--primary"
            type="submit"
            disabled={request.isPending}
            aria-busy={request.isPending}
          >
            Mail me a fresh link
          </button>
        </form>
      )}
    </div>
  );
}
