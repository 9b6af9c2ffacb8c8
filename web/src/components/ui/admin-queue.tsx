// The parts every moderation queue shares: the status filter kept in the address (?status=, the
// default left out), and the outcome of the last action — a status message or an alert.
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface QueueOutcome {
  kind: 'ok' | 'error';
  text: string;
}

/** The queue's status from ?status=, one of `values`, else `fallback`; and a setter that keeps the address tidy. */
export function useQueueStatus<V extends string>(values: readonly V[], fallback: V): [V, (status: V) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = values.find((value) => value === asked) ?? fallback;
  return [status, (next) => setParams(next === fallback ? {} : { status: next })];
}

interface StatusFilterProps<V extends string> {
  filters: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** e.g. 'Total: 12'; shown once the queue has loaded. */
  total?: string;
}

export function StatusFilter<V extends string>({ filters, value, onChange, total }: StatusFilterProps<V>) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label className="field__label" htmlFor={id}>
        Status
      </label>
      <select id={id} className="field__control" value={value} onChange={(event) => onChange(event.target.value as V)}>
        {filters.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </select>
      {total && <span>{total}</span>}
    </div>
  );
}

/** The last action's outcome: read out as it appears, an error as an alert. */
export function OutcomeMessage({
  outcome,
  errorClassName = 'field__error',
}: {
  outcome: QueueOutcome | null;
  errorClassName?: string;
}) {
  return (
    <>
      <div role="status">{outcome?.kind === 'ok' && <p className="notice">{outcome.text}</p>}</div>
      <div role="alert">{outcome?.kind === 'error' && <p className={errorClassName}>{outcome.text}</p>}</div>
    </>
  );
}
