// The parts every admin queue shares: the status filter, search, order and page kept in the
// address (?status=, ?q=, ?sort=, ?cursor=; defaults left out), and the outcome of the last
// action — a status message or an alert.
import { useId, useState } from 'react';
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

export type QueueSort = '' | 'oldest' | 'newest';

/** What the admin asked of a queue besides its status, kept in the address: ?q=, ?sort=, ?cursor=. */
export interface QueuePaging {
  q: string;
  sort: QueueSort;
  cursor: string;
}

/**
 * The queue's search, order and page from the address, and setters that keep the other
 * parameters (the status); a new search or order starts again from the first page.
 */
export function useQueuePaging(): {
  paging: QueuePaging;
  search: (next: Pick<QueuePaging, 'q' | 'sort'>) => void;
  hrefForCursor: (cursor: string | null) => string | null;
} {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const paging: QueuePaging = {
    q: params.get('q') ?? '',
    sort: sort === 'oldest' || sort === 'newest' ? sort : '',
    cursor: params.get('cursor') ?? '',
  };
  const withParams = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  return {
    paging,
    search: ({ q, sort: order }) => setParams(withParams({ q: q.trim(), sort: order, cursor: '' })),
    hrefForCursor: (cursor) => (cursor === null ? null : `?${withParams({ cursor })}`),
  };
}

/** The query a queue call sends: only what is set. */
export const queueQuery = (paging: QueuePaging): Record<string, string> =>
  Object.fromEntries(Object.entries(paging).filter(([, value]) => value !== ''));

interface QueueSearchProps {
  paging: QueuePaging;
  onSearch: (next: Pick<QueuePaging, 'q' | 'sort'>) => void;
  /** What the search looks in, e.g. 'Venue name or owner e-mail'. */
  label?: string;
}

/** Search and order for a queue: submitted together, written to the address. */
export function QueueSearch({ paging, onSearch, label = 'Venue name or owner e-mail' }: QueueSearchProps) {
  const id = useId();
  const [q, setQ] = useState(paging.q);
  const [sort, setSort] = useState<QueueSort>(paging.sort);
  return (
    <form
      className="queue-search"
      role="search"
      aria-label="Search the queue"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ q, sort });
      }}
    >
      <div className="field field--inline">
        <label className="field__label" htmlFor={`${id}-q`}>
          {label}
        </label>
        <input
          id={`${id}-q`}
          className="field__control"
          type="search"
          value={q}
          maxLength={120}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className="field field--inline">
        <label className="field__label" htmlFor={`${id}-sort`}>
          Order
        </label>
        <select
          id={`${id}-sort`}
          className="field__control"
          value={sort}
          onChange={(event) => setSort(event.target.value as QueueSort)}
        >
          <option value="">Usual order</option>
          <option value="oldest">Oldest first</option>
          <option value="newest">Newest first</option>
        </select>
      </div>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
