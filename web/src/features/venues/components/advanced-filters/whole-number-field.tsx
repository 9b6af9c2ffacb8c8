// A whole number (a minimum number of guests, a budget in pounds), optionally with quick picks
// that fill it in.
import { useId, useState } from 'react';
import { formatCount } from '../../../../lib/format-en-gb';
import { parseWholeNumber } from '../../search/venue-search-state';

interface WholeNumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  quickPicks?: readonly number[];
  min?: number;
}

export function WholeNumberField({ label, value, onChange, quickPicks, min = 1 }: WholeNumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  // A value set from outside (a quick pick, Clear All) replaces what was typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (parseWholeNumber(text, min) !== value) setText(value === null ? '' : String(value));
  }
  const invalid = text.trim() !== '' && parseWholeNumber(text, min) === null;

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__control"
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseWholeNumber(event.target.value, min));
        }}
      />
      {invalid && (
        <p className="field__error" id={`${id}-error`}>
          Enter a whole number of {min} or more
        </p>
      )}
      {quickPicks && (
        <div className="quick-picks" role="group" aria-label={`${label}: quick picks`}>
          {quickPicks.map((pick) => (
            <button
              key={pick}
              type="button"
              className="quick-picks__button"
              aria-pressed={value === pick}
              onClick={() => onChange(value === pick ? null : pick)}
            >
              {formatCount(pick)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
