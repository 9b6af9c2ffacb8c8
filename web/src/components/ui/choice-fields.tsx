// Form fields beside TextField: a multi-line text, a checkbox group and a select, each labelled,
// with its error announced with it (aria-describedby) and marked invalid.
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

export function TextAreaField({ label, value, onValueChange, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        className="field__control"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface CheckboxGroupProps<V extends string> {
  legend: string;
  options: readonly { value: V; label: string }[];
  selected: readonly string[];
  onChange: (selected: V[]) => void;
  error?: string | null;
}

export function CheckboxGroup<V extends string>({ legend, options, selected, onChange, error }: CheckboxGroupProps<V>) {
  const errorId = useId();
  return (
    <fieldset className="field choice-group" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice-group__option">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) =>
                onChange(
                  options
                    .map((o) => o.value)
                    .filter((value) => (value === option.value ? event.target.checked : selected.includes(value))),
                )
              }
            />{' '}
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice, e.g. 'Choose a city'. */
  placeholder: string;
  onValueChange: (value: string) => void;
  error?: string | null;
}

export function SelectField({ label, value, options, placeholder, onValueChange, error, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="field__control"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
