// The AI assistant beside a comparison (2 or more venues): four suggested questions, the
// conversation so far, and a question box. Nothing is sent while a reply is pending.
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAskAssistant, useSuggestedQuestions } from '../api/ai-chat';

export const ASSISTANT_FAILURE_MESSAGE = 'Sorry, I encountered an error. Please try again.';
const SUGGESTIONS_SHOWN = 4;

interface ChatMessage {
  id: number;
  from: 'user' | 'assistant';
  text: string;
}

/** Lines starting with '- ' become a list; other lines paragraphs. */
function AnswerText({ text }: { text: string }) {
  const blocks: ({ kind: 'p'; text: string } | { kind: 'ul'; items: string[] })[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('- ')) {
      const last = blocks.at(-1);
      if (last?.kind === 'ul') last.items.push(line.slice(2));
      else blocks.push({ kind: 'ul', items: [line.slice(2)] });
    } else blocks.push({ kind: 'p', text: line });
  }
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'p' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

export function CompareAssistant({ venueIds }: { venueIds: readonly string[] }) {
  const headingId = useId();
  const inputId = useId();
  const { data: questions } = useSuggestedQuestions();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const assistant = useAskAssistant(venueIds);
  const pending = assistant.isPending;
  // Two clicks in one tick both see isPending false; the ref lets only the first ask.
  const pendingRef = useRef(false);
  const nextId = useRef(1);

  function add(from: ChatMessage['from'], text: string) {
    const id = nextId.current++;
    setMessages((previous) => [...previous, { id, from, text }]);
  }

  async function ask(raw: string) {
    const question = raw.trim();
    if (question === '' || pendingRef.current) return;
    pendingRef.current = true;
    add('user', question);
    setDraft('');
    try {
      add('assistant', await assistant.mutateAsync(question));
    } catch (error) {
      console.error('The AI assistant failed', error);
      add('assistant', error instanceof ApiError && error.status === 429 ? error.message : ASSISTANT_FAILURE_MESSAGE);
    } finally {
      pendingRef.current = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void ask(draft);
  }

  const suggestions = (questions ?? []).slice(0, SUGGESTIONS_SHOWN);

  return (
    <section className="assistant" aria-labelledby={headingId}>
      <h2 id={headingId} className="assistant__title">
        Ask our AI assistant
      </h2>
      <p className="assistant__intro">Questions about the venues compared here, answered from their details.</p>
      {suggestions.length > 0 && (
        <ul className="assistant__suggestions" aria-label="Suggested questions">
          {suggestions.map((question) => (
            <li key={question}>
              <button
                className="button button--secondary assistant__suggestion"
                type="button"
                disabled={pending}
                onClick={() => void ask(question)}
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="assistant__log" role="log" aria-live="polite" aria-label="Conversation with the AI assistant">
        {messages.map((message) => (
          <div key={message.id} className={`assistant__message assistant__message--${message.from}`}>
            <span className="visually-hidden">{message.from === 'user' ? 'You: ' : 'Assistant: '}</span>
            {message.from === 'user' ? <p>{message.text}</p> : <AnswerText text={message.text} />}
          </div>
        ))}
        {pending && <p className="assistant__pending">The assistant is thinking…</p>}
      </div>
      <form className="assistant__form" onSubmit={onSubmit}>
        <label className="field__label" htmlFor={inputId}>
          Your question
        </label>
        <div className="assistant__row">
          <input
            id={inputId}
            className="field__control"
            type="text"
            maxLength={500}
            value={draft}
            disabled={pending}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button className="button button--primary" type="submit" disabled={pending}>
            Send
          </button>
        </div>
      </form>
    </section>
  );
}
