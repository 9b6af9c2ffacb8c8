// The wizard's five steps. Each edits its part of the venue data through `update` and shows the
// errors of its fields; the messages are the contract's, the same the api answers with.
import {
  CITIES,
  type FieldErrors,
  IMAGES_MAX,
  REGISTRATION_AMENITIES,
  REGISTRATION_CAPACITIES,
  REGISTRATION_CATEGORIES,
  SHORT_DESCRIPTION_LENGTH,
  VENUE_RULE_MESSAGES,
  type VenueData,
  cityName,
  isHttpUrl,
  postcodeAsTyped,
  websiteUrl,
} from '@venue-finder/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxGroup, SelectField, TextAreaField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-client';
import { formatGbp } from '../../../lib/format-en-gb';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { uploadMedia } from '../../../lib/upload-media';
import { useSimilarVenues } from '../api/registrations';
import { htmlToText, textToHtml } from '../../../lib/description-text';

interface StepProps {
  data: VenueData;
  update: (change: (current: VenueData) => VenueData) => void;
  errors: FieldErrors;
}

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

/** A whole number as typed; empty is 0 (capacities default to 0). */
const wholeNumber = (value: string) => (value.trim() === '' ? 0 : Number(value));
/** Pounds as typed; empty is no price. */
const pounds = (value: string) => (value.trim() === '' ? null : Number(value));

export function CapacityStep({ data, update, errors }: StepProps) {
  const capacities = data.capacities ?? {};
  return (
    <>
      <fieldset
        className="field registration__capacities"
        aria-describedby={errors.capacities ? 'capacities-error' : undefined}
      >
        <legend className="field__label">Capacity (people)</legend>
        {REGISTRATION_CAPACITIES.map(({ value, label }) => (
          <TextField
            key={value}
            label={label}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={String(capacities[value] ?? 0)}
            error={errors[`capacities.${value}`]}
            onValueChange={(typed) =>
              update((d) => ({ ...d, capacities: { ...d.capacities, [value]: wholeNumber(typed) } }))
            }
          />
        ))}
        {errors.capacities && (
          <p id="capacities-error" className="field__error">
            {errors.capacities}
          </p>
        )}
      </fieldset>
      <CheckboxGroup
        legend="Amenities"
        options={REGISTRATION_AMENITIES}
        selected={data.amenities ?? []}
        error={errors.amenities}
        onChange={(amenities) => update((d) => ({ ...d, amenities }))}
      />
      <fieldset className="field registration__pricing">
        <legend className="field__label">Prices in GBP (optional)</legend>
        <TextField
          label="Day rate (£)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={data.pricing?.day_rate == null ? '' : String(data.pricing.day_rate)}
          error={errors['pricing.day_rate']}
          onValueChange={(typed) =>
            update((d) => ({ ...d, pricing: { ...d.pricing, day_rate: pounds(typed), currency: 'GBP' } }))
          }
        />
        <TextField
          label="Hourly rate (£)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={data.pricing?.hour_rate == null ? '' : String(data.pricing.hour_rate)}
          error={errors['pricing.hour_rate']}
          onValueChange={(typed) =>
            update((d) => ({ ...d, pricing: { ...d.pricing, hour_rate: pounds(typed), currency: 'GBP' } }))
          }
        />
      </fieldset>
      <TextField
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        value={data.contact?.website ?? ''}
        error={errors['contact.website']}
        onValueChange={(website) => update((d) => ({ ...d, contact: { website } }))}
      />
    </>
  );
}

const IMAGE_URL_PROBLEM =
  'We could not load an image from that address. Check that it is public, points directly to an image file, and is a JPEG, PNG or GIF.';

/** Whether the browser can show the address as an image (the spec's check before adding it). */
function loadsAsImage(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(false), 15_000);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image.naturalWidth > 0);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = url;
  });
}

export function ImagesStep({
  data,
  update,
  errors,
  draftId,
  entityType = 'registration',
  entityId,
}: StepProps & { draftId: string | null; entityType?: 'registration' | 'venue'; entityId?: string }) {
  const images = data.images ?? [];
  const [url, setUrl] = useState('');
  const [status, setStatus] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const add = (address: string) => update((d) => ({ ...d, images: [...(d.images ?? []), address] }));
  const full = images.length >= IMAGES_MAX;

  async function addUrl() {
    const address = url.trim();
    if (!isHttpUrl(address)) {
      setStatus({ kind: 'error', text: VENUE_RULE_MESSAGES.imageUrl });
      return;
    }
    setBusy(true);
    const ok = await loadsAsImage(address);
    setBusy(false);
    if (!ok) {
      setStatus({ kind: 'error', text: IMAGE_URL_PROBLEM });
      return;
    }
    add(address);
    setUrl('');
    setStatus({ kind: 'ok', text: 'Image added.' });
  }

  async function upload(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, IMAGES_MAX - images.length);
    if (chosen.length === 0) return;
    setBusy(true);
    setStatus(null);
    try {
      for (const file of chosen) add(await uploadMedia(file, 'image', { type: entityType, id: entityId ?? draftId }));
      setStatus({ kind: 'ok', text: chosen.length === 1 ? 'Image uploaded.' : `${chosen.length} images uploaded.` });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error, 'The upload failed. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          Upload photos from your device
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          multiple
          disabled={busy || full}
          onChange={(event) => {
            void upload(event.target.files);
            event.target.value = '';
          }}
        />
        <p className="field__hint">JPEG, PNG, GIF or WebP, under 10MB each, up to {IMAGES_MAX} photos.</p>
      </div>
      <div className="registration__image-url">
        <TextField
          label="Or add an image by its web address"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onValueChange={setUrl}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void addUrl();
            }
          }}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || full}
          onClick={() => void addUrl()}
        >
          Add Image
        </button>
      </div>
      <div role="status" aria-live="polite">
        {busy && <p>Working…</p>}
        {status?.kind === 'ok' && <p>{status.text}</p>}
      </div>
      <div role="alert">{status?.kind === 'error' && <p className="field__error">{status.text}</p>}</div>
      {errors.images && <p className="field__error">{errors.images}</p>}
      {images.length > 0 && (
        <ul className="registration__images" aria-label="Your photos">
          {images.map((image, index) => (
            <li key={`${image}-${index}`} className="registration__image">
              <img src={image} alt={`Photo ${index + 1}`} width={160} height={110} loading="lazy" />
              {errors[`images.${index}`] && <p className="field__error">{errors[`images.${index}`]}</p>}
              <button
                type="button"
                className="button button--quiet"
                onClick={() => update((d) => ({ ...d, images: (d.images ?? []).filter((_, i) => i !== index) }))}
              >
                Remove<span className="visually-hidden"> photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
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
