// Venues whose owners have proven their facts with photos (the verification programme): a tier
// or any higher one, with how many venues each choice would find once Update Count has run.
import { useId } from 'react';
import { TIER_NAMES, type Tier } from '@venue-finder/contract';
import { formatCount } from '../../../../lib/format-en-gb';
import { TIER_LABELS } from '../../../../lib/vocabulary-labels';

interface VerifiedFieldProps {
  value: Tier | null;
  onChange: (verified: Tier | null) => void;
  /** Venues per tier reached, once Update Count has run. */
  counts?: Record<string, number>;
}

export function VerifiedField({ value, onChange, counts }: VerifiedFieldProps) {
  const id = useId();
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">Verified facts</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-tier`}>
          Verification tier
        </label>
        <select
          id={`${id}-tier`}
          className="field__control"
          aria-describedby={`${id}-hint`}
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || null) as Tier | null)}
        >
          <option value="">Any venue</option>
          {TIER_NAMES.map((tier) => (
            <option key={tier} value={tier}>
              {TIER_LABELS[tier]} tier or above
              {counts ? ` (${formatCount(counts[tier] ?? 0)})` : ''}
            </option>
          ))}
        </select>
        <p className="field__hint" id={`${id}-hint`}>
          Owners prove their venue’s facts with photos; a higher tier has proven more of them.
        </p>
      </div>
    </fieldset>
  );
}
