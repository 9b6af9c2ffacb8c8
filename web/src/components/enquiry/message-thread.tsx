// The short plain-text thread between a planner and a venue about one enquiry, oldest first,
// with a box to write the next message. Both sides use it; each names who it is talking to.
import type { ApiSchema } from '@venue-finder/contract';
import { useId, useState, type FormEvent } from 'react';
import { formatDateTimeEnGb } from '../../lib/format-en-gb';
import './message-thread.css';

export const MAX_THREAD_MESSAGE_LENGTH = 2_000;

export type ThreadMessage = ApiSchema<'ThreadMessageView'>;

interface MessageThreadProps {
  messages: readonly ThreadMessage[];
  /** The side reading: its own messages say "You". */
  reader: 'planner' | 'venue';
  /** Who the other side is, e.g. "The planner" or the venue's name. */
  otherName: string;
  /** Null when the reader may not write (no one at the venue can read it yet). */
  onSend: ((body: string) => Promise<unknown>) | null;
  sending: boolean;
  /** Why the last message was not sent, in words a person can act on. */
  error: string | null;
  /** The heading's text; also names the list and the form. */
  title?: string;
}

export function MessageThread({
  messages,
  reader,
  otherName,
  onSend,
  sending,
  error,
  title = 'Messages',
}: MessageThreadProps) {
  const ids = { heading: useId(), body: useId(), error: useId() };
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onSend || sending) return;
    const text = body.trim();
    setEmpty(text === '');
    if (!text) return;
    try {
      await onSend(text);
      setBody('');
    } catch {
      // the error is the caller's to show (error prop); what was typed stays
    }
  }

  const problem = empty ? 'Please write a message first' : error;
  return (
    <section className="message-thread" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{title}</h3>
      {messages.length === 0 ? (
        <p className="message-thread__empty">No messages yet.</p>
      ) : (
        <ol className="message-thread__list" aria-labelledby={ids.heading}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={`message-thread__message message-thread__message--${message.author === reader ? 'own' : 'other'}`}
            >
              <p className="message-thread__meta">
                <strong>{authorName(message, reader, otherName)}</strong>,{' '}
                <time dateTime={message.created_at}>{formatDateTimeEnGb(message.created_at)}</time>
              </p>
              <p className="message-thread__body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {onSend && (
        <form noValidate onSubmit={onSubmit} aria-labelledby={ids.heading}>
          <div className="field">
            <label className="field__label" htmlFor={ids.body}>
              Your message to {otherName}
            </label>
            <textarea
              id={ids.body}
              className="field__control"
              rows={3}
              maxLength={MAX_THREAD_MESSAGE_LENGTH}
              value={body}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ids.error : undefined}
              onChange={(change) => setBody(change.target.value)}
            />
          </div>
          <div role="alert">
            {problem && (
              <p id={ids.error} className="field__error">
                {problem}
              </p>
            )}
          </div>
          <button className="button button--secondary" type="submit" disabled={sending} aria-busy={sending}>
            Send message
          </button>
        </form>
      )}
    </section>
  );
}

/** Who wrote a message, as this reader is told: an administrator's answer for a venue says so. */
function authorName(message: ThreadMessage, reader: ThreadMessage['author'], otherName: string): string {
  if (message.on_behalf_of_venue)
    return reader === 'venue' ? 'Venue Finder, for your venue' : `Venue Finder on behalf of ${otherName}`;
  // A colleague the planner shared the event with wrote it: named to both sides.
  if (message.colleague) return `${message.colleague} (${reader === 'venue' ? 'the planner’s' : 'a'} colleague)`;
  return message.author === reader ? 'You' : otherName;
}
