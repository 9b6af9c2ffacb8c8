// Deciding many items of an admin queue at once: a labelled checkbox per row, "Select all on this
// page", Approve or Reject for the chosen ones (a reject asks for the reason the single action
// asks for), and each item's outcome read out in a live region — one that fails is listed as
// such and leaves the others decided.
import type { ApiSchema } from '@venue-finder/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '../../lib/api-client';
import { formatCount } from '../../lib/format-en-gb';
import { TextAreaField } from './choice-fields';

export type BulkOutcome = ApiSchema<'BulkOutcomeView'>;
export type BulkDecision = 'approve' | 'reject';

export interface BulkSelection {
  selected: string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  setAll: (on: boolean) => void;
  clear: () => void;
  pageIds: readonly string[];
}

/** The chosen rows of the page shown: a row that leaves the page leaves the selection. */
export function useBulkSelection(pageIds: readonly string[]): BulkSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = pageIds.filter((id) => chosen.has(id));
  return {
    selected,
    pageIds,
    isSelected: (id) => chosen.has(id),
    toggle: (id, on) =>
      setChosen((before) => {
        const next = new Set(before);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (on) => setChosen(on ? new Set(pageIds) : new Set()),
    clear: () => setChosen(new Set()),
  };
}

/** "Select all on this page": checked when all are, mixed when some are. */
export function SelectAllOnPage({ selection }: { selection: BulkSelection }) {
  const box = useRef<HTMLInputElement>(null);
  const count = selection.selected.length;
  const all = count > 0 && count === selection.pageIds.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <label className="bulk-select">
      <input
        ref={box}
        type="checkbox"
        checked={all}
        disabled={selection.pageIds.length === 0}
        onChange={(event) => selection.setAll(event.target.checked)}
      />{' '}
      Select all on this page
    </label>
  );
}

/** A row's checkbox, labelled with what it selects (e.g. 'Select The Corn Exchange'). */
export function RowSelect({ selection, id, label }: { selection: BulkSelection; id: string; label: string }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.isSelected(id)}
      onChange={(event) => selection.toggle(id, event.target.checked)}
    />
  );
}

interface BulkDecisionsProps {
  selection: BulkSelection;
  /** Each item's name, to say which one an outcome is about. */
  nameOf: (id: string) => string;
  /** The reason asked on rejecting: required (at least 3 characters) or optional. */
  reason: { label: string; required: boolean; hint?: string };
  decide: (decision: BulkDecision, ids: string[], reason: string) => Promise<BulkOutcome>;
}

interface Reported {
  summary: string;
  items: { id: string; name: string; ok: boolean; message: string }[];
  error?: string;
}

/** Approve or Reject the chosen rows, then each one's outcome. */
export function BulkDecisions({ selection, nameOf, reason: reasonRule, decide }: BulkDecisionsProps) {
  const headingId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reported, setReported] = useState<Reported | null>(null);
  const count = selection.selected.length;

  const run = (decision: BulkDecision) => {
    if (decision === 'reject' && reasonRule.required && reason.trim().length < 3) {
      setReasonError('Please give the reason for rejecting: the owners will read it');
      return;
    }
    const ids = selection.selected;
    // The names now: decided items leave the queue when it refreshes.
    const names = new Map(ids.map((id) => [id, nameOf(id)]));
    setBusy(true);
    decide(decision, ids, reason.trim())
      .then(
        (outcome) => {
          const done = decision === 'approve' ? 'approved' : 'rejected';
          setReported({
            summary:
              `${formatCount(outcome.succeeded)} ${done}` +
              (outcome.failed > 0 ? `, ${formatCount(outcome.failed)} not ${done}` : '') +
              '.',
            items: outcome.results.map((item) => ({
              id: item.id,
              name: names.get(item.id) ?? item.id,
              ok: item.ok,
              message: item.message,
            })),
          });
          selection.clear();
          setRejecting(false);
          setReason('');
        },
        (error: unknown) =>
          setReported({ summary: '', items: [], error: messageOf(error, 'The decisions could not be sent') }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <section className="bulk-decisions" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Decide several at once
      </h2>
      <div className="bulk-decisions__bar">
        <SelectAllOnPage selection={selection} />
        <span>{formatCount(count)} selected</span>
        <button
          type="button"
          className="button button--primary"
          disabled={count === 0 || busy}
          onClick={() => run('approve')}
        >
          Approve selected
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={count === 0 || busy}
          aria-expanded={rejecting}
          onClick={() => setRejecting(!rejecting)}
        >
          Reject selected
        </button>
      </div>
      {rejecting && count > 0 && (
        <div className="bulk-decisions__reject">
          <TextAreaField
            label={reasonRule.label}
            value={reason}
            rows={3}
            maxLength={2000}
            error={reasonError}
            hint={reasonRule.hint}
            onValueChange={(value) => {
              setReason(value);
              setReasonError(null);
            }}
          />
          <div className="admin-table__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => run('reject')}>
              Reject {formatCount(count)} selected
            </button>
            <button type="button" className="button button--quiet" onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <div role="status" aria-live="polite" className="bulk-decisions__outcome">
        {reported && !reported.error && (
          <>
            <p className="notice">{reported.summary}</p>
            <ul aria-label="Outcome of each">
              {reported.items.map((item) => (
                <li key={item.id} className={item.ok ? 'bulk-outcome--ok' : 'bulk-outcome--failed field__error'}>
                  <strong>{item.name}</strong>: {item.ok ? '' : 'not decided — '}
                  {item.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div role="alert">{reported?.error && <p className="field__error">{reported.error}</p>}</div>
    </section>
  );
}
