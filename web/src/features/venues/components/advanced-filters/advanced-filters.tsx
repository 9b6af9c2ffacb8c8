// The collapsible Advanced Filters panel. Changes are a draft until Apply (or Find) puts them in
// the address and back on page 1; Update Count shows what the draft would find without applying
// it; Clear All resets every filter at once.
import { LIST_FACETS } from '@venue-finder/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatCount } from '../../../../lib/format-en-gb';
import {
  ACCESSIBILITY_FEATURE_LABELS,
  AMENITY_LABELS,
  BEDROOM_FACILITY_LABELS,
  EQUIPMENT_LABELS,
  SEATING_LAYOUT_LABELS,
  STYLE_LABELS,
} from '../../../../lib/vocabulary-labels';
import { useFilterCount } from '../../api/use-filter-count';
import {
  clearFilters,
  countAdvancedFilters,
  parsePostcode,
  venueSearchToUrlQuery,
  type LayoutMinimum,
  type ListFilterName,
  type VenueSearchState,
} from '../../search/venue-search-state';
import { CheckboxGroupField } from './checkbox-group-field';
import { isBudgetInvalid, RoomsBudgetFields } from './rooms-budget-fields';
import { isValidPostcodeText, PostcodeField, tidyPostcode } from './postcode-field';
import { VerifiedField } from './verified-field';
import { WholeNumberField } from './whole-number-field';

const LIST_FIELDS: { name: ListFilterName; legend: string; labels: Record<string, string> }[] = [
  { name: 'styles', legend: 'Venue style', labels: STYLE_LABELS },
  { name: 'meeting_facilities', legend: 'Meeting facilities', labels: AMENITY_LABELS },
  { name: 'conference_equipment', legend: 'Conference equipment', labels: EQUIPMENT_LABELS },
  { name: 'seating_layouts', legend: 'Seating layouts', labels: SEATING_LAYOUT_LABELS },
  { name: 'bedroom_facilities', legend: 'Bedroom facilities', labels: BEDROOM_FACILITY_LABELS },
];

const LAYOUT_FIELDS: { name: LayoutMinimum; label: string; quickPicks: readonly number[] }[] = [
  { name: 'capacity.theatre_min', label: 'Theatre (minimum guests)', quickPicks: [50, 100, 200, 500, 1000] },
  { name: 'capacity.cabaret_min', label: 'Cabaret (minimum guests)', quickPicks: [25, 50, 100, 200, 400] },
  { name: 'capacity.standing_min', label: 'Standing (minimum guests)', quickPicks: [100, 200, 500, 1000, 2000] },
];

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
          <form aria-labelledby={`${id}-heading`} onSubmit={apply} noValidate>
            <div className="advanced-filters__grid">
              <div className="advanced-filters__location" ref={postcodeRef}>
                <PostcodeField
                  text={postcodeText}
                  onTextChange={setPostcodeText}
                  onBlur={() => {
                    setPostcodeTouched(true);
                    setPostcodeText(parsePostcode(postcodeText) ?? tidyPostcode(postcodeText));
                  }}
                  showFormatError={postcodeTouched}
                  radiusKm={draft.radius_km}
                  onRadiusChange={(radius_km) => change({ radius_km })}
                  serverError={locationError}
                  onFind={() => apply()}
                />
              </div>
              {LIST_FIELDS.map(({ name, legend, labels }) => (
                <CheckboxGroupField
                  key={name}
                  legend={legend}
                  options={LIST_FACETS[name].values}
                  labels={labels}
                  selected={draft[name]}
                  onChange={(selected) => change({ [name]: selected })}
                  counts={facets?.[name]}
                />
              ))}

              <fieldset className="filter-group">
                <legend className="filter-group__legend">Accessibility</legend>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={draft.wheelchair_accessible}
                    onChange={(event) => change({ wheelchair_accessible: event.target.checked })}
                  />
                  <span>Wheelchair accessible</span>
                </label>
                <CheckboxGroupField
                  legend="Access features"
                  options={LIST_FACETS.accessibility.values}
                  labels={ACCESSIBILITY_FEATURE_LABELS}
                  selected={draft.accessibility}
                  onChange={(accessibility) => change({ accessibility })}
                  counts={facets?.accessibility}
                />
              </fieldset>

              <RoomsBudgetFields draft={draft} onChange={change} chainCounts={facets?.chain} />

              <VerifiedField
                value={draft.verified}
                onChange={(verified) => change({ verified })}
                counts={facets?.verified}
              />

              <fieldset className="filter-group">
                <legend className="filter-group__legend">Capacity by layout</legend>
                {LAYOUT_FIELDS.map(({ name, label, quickPicks }) => (
                  <WholeNumberField
                    key={name}
                    label={label}
                    quickPicks={quickPicks}
                    value={draft.layoutMinimums[name]}
                    onChange={(value) => change({ layoutMinimums: { ...draft.layoutMinimums, [name]: value } })}
                  />
                ))}
              </fieldset>
            </div>

            <div className="advanced-filters__actions">
              <button className="button button--primary" type="submit">
                Apply
              </button>
              <button className="button button--secondary" type="button" onClick={clearAll}>
                Clear All
              </button>
              <button
                className="button button--quiet"
                type="button"
                onClick={() => (liveCount ? refreshCount() : setLiveCount(true))}
              >
                Update Count
              </button>
              <p className="advanced-filters__count" role="status">
                {count.status === 'loading' && 'Counting venues…'}
                {count.status === 'done' &&
                  `${formatCount(count.answer.total)} ${count.answer.total === 1 ? 'venue matches' : 'venues match'} these filters`}
                {count.status === 'error' && 'The count could not be updated. Please try again.'}
              </p>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
