// Venues near a UK postcode: the postcode (validated as the spec says), the radius, and Find.
import { useId } from 'react';
import { RADIUS_KM_VALUES, type RadiusKm } from '@venue-finder/contract';
import { isValidPostcodeText, tidyPostcode } from '../../search/venue-search-state';

export const POSTCODE_FORMAT_MESSAGE = 'Please enter a valid UK postcode (e.g. EC2A 3BP)';

interface PostcodeFieldProps {
  text: string;
  onTextChange: (text: string) => void;
  radiusKm: RadiusKm;
  onRadiusChange: (radius: RadiusKm) => void;
  /** Show the format message for a non-empty invalid postcode (after leaving the field or applying). */
  showFormatError: boolean;
  onBlur: () => void;
  /** The API could not place the postcode: its own message. */
  serverError: string | null;
  onFind: () => void;
}

export function PostcodeField({
  text,
  onTextChange,
  radiusKm,
  onRadiusChange,
  showFormatError,
  onBlur,
  serverError,
  onFind,
}: PostcodeFieldProps) {
  const id = useId();
  const valid = isValidPostcodeText(text);
  const formatError = showFormatError && tidyPostcode(text) !== '' && !valid;
  const describedBy = [formatError && `${id}-format`, serverError && `${id}-server`].filter(Boolean).join(' ');

  return (
    <fieldset className="filter-group filter-group--location">
      <legend className="filter-group__legend">Location</legend>
      <div className="location-fields">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-postcode`}>
            Postcode
          </label>
          <input
            id={`${id}-postcode`}
            className="field__control location-fields__postcode"
            type="text"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            value={text}
            aria-invalid={formatError || serverError ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => onTextChange(event.target.value)}
            onBlur={onBlur}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-radius`}>
            Radius
          </label>
          <select
            id={`${id}-radius`}
            className="field__control"
            value={radiusKm}
            onChange={(event) => onRadiusChange(Number(event.target.value) as RadiusKm)}
          >
            {RADIUS_KM_VALUES.map((radius) => (
              <option key={radius} value={radius}>
                {radius} km
              </option>
            ))}
          </select>
        </div>
        <button
          className="button button--secondary location-fields__find"
          type="button"
          disabled={!valid}
          onClick={onFind}
        >
          Find
        </button>
      </div>
      {formatError && (
        <p className="field__error" id={`${id}-format`}>
          {POSTCODE_FORMAT_MESSAGE}
        </p>
      )}
      {serverError && (
        <p className="field__error" id={`${id}-server`} role="alert">
          {serverError}
        </p>
      )}
    </fieldset>
  );
}
