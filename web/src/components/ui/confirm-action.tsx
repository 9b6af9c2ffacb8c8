// An action that cannot be undone (withdrawing a claim or a request, discarding a draft,
// declining or closing an enquiry) asks first, in place: the button becomes the question with "Yes, …" and "Keep it". A failure is
// said above it, in the api's words when it gave some.
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { messageOf } from '../../lib/api-client';
import { FormAlert } from './form-alert';

export function ConfirmAction({
  id,
  action,
  label,
  target,
  question,
  detail,
  confirm,
  failure,
  inline = false,
  beforeAsking,
}: {
  /** What the action is done to (the mutation's variable). */
  id: string;
  action: UseMutationResult<unknown, Error, string>;
  /** The first button's visible words, e.g. "Withdraw". */
  label: string;
  /** Read after the label by screen readers only, naming the item, e.g. " claim: The Grand, Leeds". */
  target: string;
  /** The question, also the name of the group it is asked in, e.g. "Withdraw this claim?". */
  question: string;
  /** What follows from it, after the question. */
  detail?: string;
  /** The confirming button, e.g. "Yes, withdraw it". */
  confirm: string;
  /** Said when the api gives no words of its own. */
  failure: string;
  /** In a table cell: no paragraphs. */
  inline?: boolean;
  /** Checked before the question is asked (a form's fields): false keeps the button, the caller says why. */
  beforeAsking?: () => boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const Wrapper = inline ? 'span' : 'p';
  return (
    <>
      <FormAlert messages={[action.isError && messageOf(action.error, failure)]} />
      {confirming ? (
        <Wrapper role="group" aria-label={question}>
          {question}
          {detail && ` ${detail}`}{' '}
          <button
            type="button"
            className="button button--primary"
            disabled={action.isPending}
            onClick={() => action.mutate(id, { onSettled: () => setConfirming(false) })}
          >
            {confirm}
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </Wrapper>
      ) : (
        <Wrapper>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(beforeAsking ? beforeAsking() : true)}
          >
            {label}
            <span className="visually-hidden">{target}</span>
          </button>
        </Wrapper>
      )}
    </>
  );
}
