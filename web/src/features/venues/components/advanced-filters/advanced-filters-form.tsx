// The Advanced Filters panel's form (advanced-filters.tsx holds its state): the postcode, the
// lists, accessibility, rooms and budget, the programme's tiers and the layouts' minimums, with
// Apply, Clear All and Update Count. Loaded on demand, when the panel first opens.
import { LIST_FACETS, type Facets } from '@venue-finder/contract';
import type { FormEvent, RefObject } from 'react';
import { formatCount } from '../../../../lib/format-en-gb';
import {
  ACCESSIBILITY_FEATURE_LABELS,
  AMENITY_LABELS,
  BEDROOM_FACILITY_LABELS,
  EQUIPMENT_LABELS,
  SEATING_LAYOUT_LABELS,
  STYLE_LABELS,
} from '../../../../lib/vocabulary-labels';
import type { FilterCount } from '../../api/use-filter-count';
import {
  parsePostcode,
  tidyPostcode,
  type LayoutMinimum,
  type ListFilterName,
  type VenueSearchState,
} from '../../search/venue-search-state';
import { CheckboxGroupField } from './checkbox-group-field';
import { PostcodeField } from './postcode-field';
import { RoomsBudgetFields } from './rooms-budget-fields';
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

interface AdvancedFiltersFormProps {
  /** The panel's id: the form is labelled by its heading. */
  id: string;
  draft: VenueSearchState;
  change: (patch: Partial<VenueSearchState>) => void;
  facets: Partial<Facets> | undefined;
  postcode: {
    ref: RefObject<HTMLDivElement | null>;
    text: string;
    setText: (text: string) => void;
    touched: boolean;
    setTouched: (touched: boolean) => void;
    serverError: string | null;
  };
  apply: (event?: FormEvent) => void;
  clearAll: () => void;
  count: FilterCount;
  onUpdateCount: () => void;
}

export default function AdvancedFiltersForm({
  id,
  draft,
  change,
  facets,
  postcode,
  apply,
  clearAll,
  count,
  onUpdateCount,
}: AdvancedFiltersFormProps) {
  return (
    <form aria-labelledby={`${id}-heading`} onSubmit={apply} noValidate>
      <div className="advanced-filters__grid">
        <div className="advanced-filters__location" ref={postcode.ref}>
          <PostcodeField
            text={postcode.text}
            onTextChange={postcode.setText}
            onBlur={() => {
              postcode.setTouched(true);
              postcode.setText(parsePostcode(postcode.text) ?? tidyPostcode(postcode.text));
            }}
            showFormatError={postcode.touched}
            radiusKm={draft.radius_km}
            onRadiusChange={(radius_km) => change({ radius_km })}
            serverError={postcode.serverError}
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

        <VerifiedField value={draft.verified} onChange={(verified) => change({ verified })} counts={facets?.verified} />

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
        <button className="button button--quiet" type="button" onClick={onUpdateCount}>
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
  );
}
