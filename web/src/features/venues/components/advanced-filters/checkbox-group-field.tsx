// A fieldset of checkboxes for one multi-value filter, with counts once Update Count has run.
import { formatCount } from '../../../../lib/format-en-gb';

interface CheckboxGroupFieldProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  counts?: Record<string, number>;
}

export function CheckboxGroupField<T extends string>({
  legend,
  options,
  labels,
  selected,
  onChange,
  counts,
}: CheckboxGroupFieldProps<T>) {
  const toggle = (value: T, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));

  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <ul className="filter-group__options">
        {options.map((value) => (
          <li key={value}>
            <label className="check">
              <input
                type="checkbox"
                checked={selected.includes(value)}
                onChange={(event) => toggle(value, event.target.checked)}
              />
              <span>
                {labels[value]}
                {counts && <span className="filter-group__count"> ({formatCount(counts[value] ?? 0)})</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
