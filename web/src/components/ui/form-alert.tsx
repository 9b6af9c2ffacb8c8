// The error region of a form and its submit button. The region is always in the page, so a
// screen reader announces a message the moment it appears; the button says what is happening
// while the request is in flight and cannot be pressed twice.
import type { ReactNode } from 'react';

export function FormAlert({ messages }: { messages: readonly (string | null | undefined | false)[] }) {
  const shown = messages.filter((message): message is string => Boolean(message));
  return (
    <div role="alert">
      {shown.map((message) => (
        <p key={message} className="field__error">
          {message}
        </p>
      ))}
    </div>
  );
}

interface SubmitButtonProps {
  pending: boolean;
  /** What the button says while the request is in flight, e.g. 'Sending…'. */
  pendingLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

export function SubmitButton({ pending, pendingLabel, disabled, children }: SubmitButtonProps) {
  return (
    <p>
      <button type="submit" className="button button--primary" disabled={pending || disabled}>
        {pending ? pendingLabel : children}
      </button>
    </p>
  );
}
