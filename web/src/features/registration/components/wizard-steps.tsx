// The registration wizard's own steps (capacities and photos are the venue form's, in
// components/venue-form). Each edits its part of the venue data through `update` and shows the
// errors of its fields; the messages are the contract's, the same the api answers with.
import {
  CITIES,
  REGISTRATION_AMENITIES,
  REGISTRATION_CAPACITIES,
  REGISTRATION_CATEGORIES,
  SHORT_DESCRIPTION_LENGTH,
  type VenueData,
  cityName,
  postcodeAsTyped,
  websiteUrl,
} from '@venue-finder/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxGroup, SelectField, TextAreaField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/text-field';
import { formatGbp } from '../../../lib/format-en-gb';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSimilarVenues } from '../api/registrations';
import { htmlToText, textToHtml } from '../../../lib/description-text';
import { type StepProps } from '../../../components/venue-form/venue-form-steps';

const CITY_OPTIONS = CITIES.map((c) => ({ value: c.slug, label: c.name }));

export function BasicsStep({ data, update, errors }: StepProps) {
  const short = data.short_description ?? '';
  const [description, setDescription] = useState(() => htmlToText(data.description_html ?? ''));
  return (
    <>
      <TextField
        label="Venue name"
        value={data.name ?? ''}
        maxLength={120}
        autoComplete="organization"
        required
        error={errors.name}
        onValueChange={(name) => update((d) => ({ ...d, name }))}
      />
      <TextAreaField
        label="Short description"
        value={short}
        rows={3}
        maxLength={SHORT_DESCRIPTION_LENGTH.max}
        required
        error={errors.short_description}
        hint={`${short.trim().length} of ${SHORT_DESCRIPTION_LENGTH.min}–${SHORT_DESCRIPTION_LENGTH.max} characters: what planners read in search results.`}
        onValueChange={(value) => update((d) => ({ ...d, short_description: value }))}
      />
      <TextAreaField
        label="Full description (optional)"
        value={description}
        rows={6}
        error={errors.description_html}
        hint="Rooms, facilities, how to get there. Leave a blank line between paragraphs."
        onValueChange={(value) => {
          setDescription(value);
          update((d) => ({ ...d, description_html: textToHtml(value) }));
        }}
      />
      <CheckboxGroup
        legend="Categories"
        options={REGISTRATION_CATEGORIES}
        selected={data.categories ?? []}
        error={errors.categories}
        onChange={(categories) => update((d) => ({ ...d, categories }))}
      />
    </>
  );
}

export function LocationStep({ data, update, errors }: StepProps) {
  const address = data.address ?? {};
  const setAddress = (change: Partial<NonNullable<VenueData['address']>>) =>
    update((d) => ({ ...d, address: { ...d.address, ...change } }));
  return (
    <>
      <TextField
        label="Address line 1 (optional)"
        value={address.line1 ?? ''}
        autoComplete="address-line1"
        error={errors['address.line1']}
        onValueChange={(line1) => setAddress({ line1 })}
      />
      <TextField
        label="Address line 2 (optional)"
        value={address.line2 ?? ''}
        autoComplete="address-line2"
        error={errors['address.line2']}
        onValueChange={(line2) => setAddress({ line2 })}
      />
      <SelectField
        label="City"
        value={address.city ?? ''}
        options={CITY_OPTIONS}
        placeholder="Choose a city"
        required
        error={errors['address.city']}
        onValueChange={(city) => setAddress({ city })}
      />
      <TextField
        label="Postcode"
        value={address.postcode ?? ''}
        autoComplete="postal-code"
        maxLength={8}
        required
        error={errors['address.postcode']}
        onValueChange={(postcode) => setAddress({ postcode: postcodeAsTyped(postcode) })}
      />
      <PossibleDuplicates data={data} />
    </>
  );
}

/** Before a venue is listed twice: venues of a similar name at the same postcode or in the same city. */
function PossibleDuplicates({ data }: { data: VenueData }) {
  const name = useDebouncedValue((data.name ?? '').trim(), 400);
  const city = useDebouncedValue(data.address?.city ?? '', 400);
  const postcode = useDebouncedValue(data.address?.postcode ?? '', 400);
  const similar = useSimilarVenues(name, city, postcode);
  if (!similar.data?.length) return null;
  return (
    <aside className="notice registration__duplicates" aria-labelledby="possible-duplicates">
      <h3 id="possible-duplicates">This venue may already be listed</h3>
      <p>If one of these is your venue, claim it instead of listing it again: you keep its reviews and history.</p>
      <ul>
        {similar.data.map((venue) => (
          <li key={venue.id}>
            <Link to={venue.path}>{venue.name}</Link>, {cityName(venue.city)} {venue.postcode}{' '}
            {venue.claimed ? (
              <span>(already claimed)</span>
            ) : (
              <Link to={venue.claim_path}>
                Claim it instead<span className="visually-hidden">: {venue.name}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** Everything entered, as a planner will see it, with a way back to each step. */
export function ReviewStep({ data, onEdit }: { data: VenueData; onEdit: (step: number) => void }) {
  const address = data.address ?? {};
  const capacities = REGISTRATION_CAPACITIES.filter(({ value }) => (data.capacities?.[value] ?? 0) > 0);
  const description = htmlToText(data.description_html ?? '');
  const rows: { step: number; label: string; value: React.ReactNode }[] = [
    { step: 0, label: 'Venue name', value: data.name },
    { step: 0, label: 'Short description', value: data.short_description },
    {
      step: 0,
      label: 'Full description',
      value: description ? description.split('\n\n').map((p) => <p key={p}>{p}</p>) : 'None',
    },
    {
      step: 0,
      label: 'Categories',
      value: (data.categories ?? []).map((c) => labelOf(REGISTRATION_CATEGORIES, c)).join(', '),
    },
    {
      step: 1,
      label: 'Address',
      value: [address.line1, address.line2, address.city && cityName(address.city), address.postcode]
        .filter(Boolean)
        .join(', '),
    },
    {
      step: 2,
      label: 'Capacity',
      value: capacities.map(({ value, label }) => `${label}: ${data.capacities![value]}`).join(', ') || 'None',
    },
    {
      step: 2,
      label: 'Amenities',
      value: (data.amenities ?? []).map((a) => labelOf(REGISTRATION_AMENITIES, a)).join(', ') || 'None',
    },
    {
      step: 2,
      label: 'Prices',
      value:
        [
          data.pricing?.day_rate != null && `${formatGbp(data.pricing.day_rate)} per day`,
          data.pricing?.hour_rate != null && `${formatGbp(data.pricing.hour_rate)} per hour`,
        ]
          .filter(Boolean)
          .join(', ') || 'On request',
    },
    {
      step: 2,
      label: 'Website',
      value: data.contact?.website ? websiteUrl(data.contact.website) : 'None',
    },
  ];
  return (
    <div className="registration__review">
      <dl>
        {rows.map((row) => (
          <div key={row.label} className="registration__review-row">
            <dt>{row.label}</dt>
            <dd>{row.value || 'None'}</dd>
            <dd>
              <button type="button" className="button button--quiet" onClick={() => onEdit(row.step)}>
                Edit<span className="visually-hidden"> {row.label.toLowerCase()}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <h3>Photos</h3>
      <ul className="registration__images" aria-label="Photos">
        {(data.images ?? []).map((image, index) => (
          <li key={`${image}-${index}`} className="registration__image">
            <img src={image} alt={`Photo ${index + 1} of ${data.name ?? 'the venue'}`} width={160} height={110} />
          </li>
        ))}
      </ul>
    </div>
  );
}
