// How results are ordered; the values are the shared sort vocabulary.
import { useId } from 'react';
import { SORT_VALUES, type SortValue } from '@venue-finder/contract';
import { SORT_LABELS } from '../../../lib/vocabulary-labels';

interface SortSelectProps {
  value: SortValue;
  onChange: (sort: SortValue) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label className="field__label" htmlFor={id}>
        Sort by
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        onChange={(event) => onChange(event.target.value as SortValue)}
      >
        {SORT_VALUES.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
