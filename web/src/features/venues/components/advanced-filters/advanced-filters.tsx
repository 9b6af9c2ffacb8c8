// The collapsible Advanced Filters panel. Changes are a draft until Apply (or Find) puts them in
// the address and back on page 1; Update Count shows what the draft would find without applying
// it; Clear All resets every filter at once.
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useFilterCount } from '../../api/use-filter-count';
import {
  clearFilters,
  countAdvancedFilters,
  isBudgetInvalid,
  isValidPostcodeText,
  parsePostcode,
  tidyPostcode,
  venueSearchToUrlQuery,
  type VenueSearchState,
} from '../../search/venue-search-state';

const AdvancedFiltersForm = lazy(() => import('./advanced-filters-form'));

interface AdvancedFiltersProps {
  applied: VenueSearchState;
  onApply: (next: VenueSearchState) => void;
  /** The API's message when it could not place the applied postcode. */
  locationError: string | null;
}

const postcodeTextOf = (state: VenueSearchState) => state.near ?? '';

export function AdvancedFilters({ applied, onApply, locationError }: AdvancedFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(applied);
  const [postcodeText, setPostcodeText] = useState(postcodeTextOf(applied));
  const [postcodeTouched, setPostcodeTouched] = useState(false);
  const [liveCount, setLiveCount] = useState(false);
  const postcodeRef = useRef<HTMLDivElement>(null);

  // A new applied search (Apply, Back, a link) starts a new draft.
  const appliedKey = venueSearchToUrlQuery(applied).toString();
  const [draftBase, setDraftBase] = useState(appliedKey);
  if (draftBase !== appliedKey) {
    setDraftBase(appliedKey);
    setDraft(applied);
    setPostcodeText(postcodeTextOf(applied));
    setPostcodeTouched(false);
    setLiveCount(false);
  }
  // A postcode the API could not place is shown where it was typed: open the panel once for it.
  const [shownLocationError, setShownLocationError] = useState<string | null>(null);
  if (shownLocationError !== locationError) {
    setShownLocationError(locationError);
    if (locationError) setOpen(true);
  }

  const draftWithLocation: VenueSearchState = { ...draft, near: parsePostcode(postcodeText), page: 1 };
  const draftKey = venueSearchToUrlQuery(draftWithLocation).toString();
  // Once asked for, the count follows the draft (draftKey stands for draftWithLocation).
  const { count, refresh: refreshCount } = useFilterCount(liveCount ? draftWithLocation : null, draftKey);

  const change = (patch: Partial<VenueSearchState>) => setDraft((previous) => ({ ...previous, ...patch }));
  const budgetInvalid = isBudgetInvalid(draft.budget);
  const postcodeInvalid = tidyPostcode(postcodeText) !== '' && !isValidPostcodeText(postcodeText);

  function apply(event?: FormEvent) {
    event?.preventDefault();
    if (postcodeInvalid) {
      setPostcodeTouched(true);
      postcodeRef.current?.querySelector('input')?.focus();
      return;
    }
    if (budgetInvalid) return;
    setLiveCount(false);
    onApply(draftWithLocation);
  }

  function clearAll() {
    const cleared = clearFilters(applied);
    setDraft(cleared);
    setPostcodeText('');
    setLiveCount(false);
    onApply(cleared);
  }

  const facets = count.status === 'done' || count.status === 'loading' ? count.answer?.facets : undefined;
  const activeCount = countAdvancedFilters(applied);

  return (
    <section className="advanced-filters" aria-labelledby={`${id}-heading`}>
      <h2 className="advanced-filters__heading" id={`${id}-heading`}>
        <button
          type="button"
          className="advanced-filters__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          <span>Advanced Filters</span>
          {activeCount > 0 && (
            <span className="badge">
              {activeCount}
              <span className="visually-hidden"> active</span>
            </span>
          )}
          <span className="advanced-filters__chevron" aria-hidden="true" />
        </button>
      </h2>

      {/* The form exists only while open: closed, its hundreds of fields would be a large share
          of the results page's HTML and of the work of taking it over. */}
      <div className="advanced-filters__panel" id={`${id}-panel`} hidden={!open}>
        {open && (
          // The form's fields are loaded on demand, when the panel first opens: the results
          // page's first script stays within its budget (web/src/budget/budgets.ts).
          <Suspense fallback={<p role="status">Loading the filters…</p>}>
            <AdvancedFiltersForm
              id={id}
              draft={draft}
              change={change}
              facets={facets}
              postcode={{
                ref: postcodeRef,
                text: postcodeText,
                setText: setPostcodeText,
                touched: postcodeTouched,
                setTouched: setPostcodeTouched,
                serverError: locationError,
              }}
              apply={apply}
              clearAll={clearAll}
              count={count}
              onUpdateCount={() => (liveCount ? refreshCount() : setLiveCount(true))}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
