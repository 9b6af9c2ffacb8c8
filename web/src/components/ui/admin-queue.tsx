// The parts every admin queue shares: the status filter, search, order and page kept in the
// address (?status=, ?q=, ?sort=, ?cursor=; defaults left out), and the outcome of the last
// action — a status message or an alert. `AdminQueue` puts them together around a page's rows;
// the bulk decisions are in admin-queue-bulk.tsx.
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '../../lib/api-client';
import { formatCount } from '../../lib/format-en-gb';
import { CursorPagination } from './pagination';

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

/**
 * Everything a queue page keeps in its address: the status (one of `values`, else `fallback`), the
 * search, the order and the page; a new status starts again from the first page of everything.
 */
export function useAdminQueue<V extends string>(values: readonly V[], fallback: V) {
  const [status, setStatus] = useQueueStatus(values, fallback);
  const { paging, search, hrefForCursor } = useQueuePaging();
  return { status, setStatus, paging, search, hrefForCursor };
}

/** What every queue answers besides its rows. */
export interface QueuePageData {
  total: number;
  next_cursor: string | null;
  prev_cursor: string | null;
}

/** Whatever loads a queue page: a TanStack query's result is one. */
export interface QueueLoad<D extends QueuePageData> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface AdminQueueProps<V extends string, D extends QueuePageData> {
  queue: ReturnType<typeof useAdminQueue<V>>;
  /** The status filter's choices; a queue with one has no filter. */
  filters: readonly { value: V; label: string }[];
  load: QueueLoad<D>;
  /** The item's name in the count and the messages, e.g. ['registration', 'registrations']. */
  noun: readonly [string, string];
  /** Words before the noun in the count for this status, e.g. 'pending'. */
  countLabel?: (status: V) => string;
  /** The count in words of the spec, where it says them (e.g. 'Total: 12'); else '12 pending claims'. */
  totalText?: (total: number, status: V) => string;
  /** What the search looks in; the queue has no search when null. */
  searchLabel?: string | null;
  /** Shown when the queue has nothing in this status and no search: e.g. the spec's empty state. */
  empty?: (status: V) => ReactNode;
  outcome?: QueueOutcome | null;
  /** Called before the status changes, e.g. to clear the last outcome. */
  onStatusChange?: () => void;
  errorClassName?: string;
  /**
   * Shown above the rows whatever the page holds (e.g. the bulk decisions): it stays when the
   * items it decided leave the queue, so their outcome can still be read.
   */
  actions?: ReactNode;
  /** The page's rows, rendered once it has some. */
  children: (data: D) => ReactNode;
}

/**
 * One admin queue: its status filter, search and order (in the address), the last action's
 * outcome, the true total of what matches, the page's rows and the cursor links either side.
 */
export function AdminQueue<V extends string, D extends QueuePageData>({
  queue,
  filters,
  load,
  noun: [one, many],
  countLabel = () => '',
  totalText,
  searchLabel = 'Venue name or owner e-mail',
  empty,
  outcome = null,
  onStatusChange,
  errorClassName = 'field__error',
  actions,
  children,
}: AdminQueueProps<V, D>) {
  const { status, setStatus, paging, search, hrefForCursor } = queue;
  const searching = paging.q !== '';
  const data = load.data;
  const words = countLabel(status);
  return (
    <>
      {filters.length > 1 && (
        <StatusFilter
          filters={filters}
          value={status}
          onChange={(next) => {
            onStatusChange?.();
            setStatus(next);
          }}
        />
      )}
      {searchLabel !== null && (
        <QueueSearch
          key={`${status}:${paging.q}:${paging.sort}`}
          paging={paging}
          onSearch={search}
          label={searchLabel}
        />
      )}
      <OutcomeMessage outcome={outcome} errorClassName={errorClassName} />
      {data && actions}
      {load.isPending && <p role="status">Loading {many}…</p>}
      {load.isError && (
        <p role="alert" className={errorClassName}>
          The {many} could not be loaded: {messageOf(load.error, 'please reload the page')}.
        </p>
      )}
      {data && data.total === 0 && (searching || !empty ? <p className="notice">No {many} match.</p> : empty(status))}
      {data && data.total > 0 && (
        <>
          <p className="queue-total">
            {totalText ? (
              totalText(data.total, status)
            ) : (
              <>
                {formatCount(data.total)} {words && `${words} `}
                {data.total === 1 ? one : many}
              </>
            )}
            {searching && <> matching “{paging.q}”</>}
          </p>
          {children(data)}
          <CursorPagination prevHref={hrefForCursor(data.prev_cursor)} nextHref={hrefForCursor(data.next_cursor)} />
        </>
      )}
    </>
  );
}
