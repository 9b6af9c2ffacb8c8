// Bedrooms, budget (from, to, per day, hour or person) and hotel chain.
import { useId } from 'react';
import { BUDGET_UNITS, CHAINS, type BudgetUnit, type Chain } from '@venue-finder/contract';
import { formatCount } from '../../../../lib/format-en-gb';
import { BUDGET_UNIT_LABELS, CHAIN_LABELS } from '../../../../lib/vocabulary-labels';
import {
  BEDROOMS_MIN_OPTIONS,
  isBudgetInvalid,
  type BedroomsMinimum,
  type VenueSearchState,
} from '../../search/venue-search-state';
import { WholeNumberField } from './whole-number-field';

interface RoomsBudgetFieldsProps {
  draft: VenueSearchState;
  onChange: (patch: Partial<VenueSearchState>) => void;
  /** Venues per chain, once Update Count has run. */
  chainCounts?: Record<string, number>;
}

export function RoomsBudgetFields({ draft, onChange, chainCounts }: RoomsBudgetFieldsProps) {
  const id = useId();
  const budget = draft.budget;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">Rooms and budget</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-bedrooms`}>
          Minimum bedrooms
        </label>
        <select
          id={`${id}-bedrooms`}
          className="field__control"
          value={draft.bedrooms_total_min ?? ''}
          onChange={(event) =>
            onChange({
              bedrooms_total_min: event.target.value ? (Number(event.target.value) as BedroomsMinimum) : null,
            })
          }
        >
          <option value="">Any</option>
          {BEDROOMS_MIN_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <WholeNumberField
        label="Budget from (£)"
        min={0}
        value={budget.min}
        onChange={(min) => onChange({ budget: { ...budget, min } })}
      />
      <WholeNumberField
        label="Budget to (£)"
        min={0}
        value={budget.max}
        onChange={(max) => onChange({ budget: { ...budget, max } })}
      />
      {isBudgetInvalid(budget) && (
        <p className="field__error">The budget’s upper limit must not be below its lower limit</p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-budget-unit`}>
          Budget unit
        </label>
        <select
          id={`${id}-budget-unit`}
          className="field__control"
          value={budget.unit}
          onChange={(event) => onChange({ budget: { ...budget, unit: event.target.value as BudgetUnit } })}
        >
          {BUDGET_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {BUDGET_UNIT_LABELS[unit]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-chain`}>
          Hotel chain
        </label>
        <select
          id={`${id}-chain`}
          className="field__control"
          value={draft.chain ?? ''}
          onChange={(event) => onChange({ chain: (event.target.value || null) as Chain | null })}
        >
          <option value="">Any chain</option>
          {CHAINS.map((chain) => (
            <option key={chain} value={chain}>
              {CHAIN_LABELS[chain]}
              {chainCounts ? ` (${formatCount(chainCounts[chain] ?? 0)})` : ''}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
