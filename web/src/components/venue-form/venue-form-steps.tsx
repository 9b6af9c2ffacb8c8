// The steps of the venue form that both the registration wizard and the listing editor show:
// capacities and prices, and photos. Each edits its part of the venue data through `update` and
// shows the errors of its fields; the messages are the contract's, the same the api answers with.
import {
  type FieldErrors,
  IMAGES_MAX,
  REGISTRATION_AMENITIES,
  REGISTRATION_CAPACITIES,
  VENUE_RULE_MESSAGES,
  type VenueData,
  isHttpUrl,
} from '@venue-finder/contract';
import { useId, useState } from 'react';
import { messageOf } from '../../lib/api-client';
import { uploadMedia } from '../../lib/upload-media';
import { CheckboxGroup } from '../ui/choice-fields';
import { TextField } from '../ui/text-field';

export interface StepProps {
  data: VenueData;
  update: (change: (current: VenueData) => VenueData) => void;
  errors: FieldErrors;
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
