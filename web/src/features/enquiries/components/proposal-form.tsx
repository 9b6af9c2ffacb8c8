// "Send a proposal" (or revise it): the room, layout and capacity, the dates offered, the price
// in GBP on its basis, what is included, how long it holds, a message and an optional PDF
// (uploaded through the private media store, checked by its first bytes here and on the server).
import {
  EVENT_LAYOUTS,
  MEDIA_SNIFF_BYTES,
  PRICE_BASES,
  PRICE_BASIS_LABELS,
  PROPOSAL_INCLUSIONS,
  PROPOSAL_INCLUSION_LABELS,
  ROOM_LAYOUT_LABELS,
  sniffMediaType,
  type PriceBasis,
  HOLD_DAYS,
} from '@venue-finder/contract';
import { useId, useState, type FormEvent } from 'react';
import { CheckboxGroup, SelectField, TextAreaField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, messageOf } from '../../../lib/api-client';
import { localToday } from '../../../lib/calendar-day';
import { uploadMedia } from '../../../lib/upload-media';
import { useSendProposal, type VenueEnquiryDetail } from '../api/owner-enquiries';
import { MAX_OFFERED_DATES, checkProposal, draftFor, type ProposalDraft, type ProposalErrors } from '../proposal-draft';

export const PDF_ONLY_MESSAGE = 'Please attach the proposal as a PDF';

const LAYOUT_OPTIONS = EVENT_LAYOUTS.map((layout) => ({ value: layout, label: ROOM_LAYOUT_LABELS[layout] }));
const HOLD_DAY_OPTIONS = Array.from({ length: HOLD_DAYS.max - HOLD_DAYS.min + 1 }, (_, i) => {
  const days = HOLD_DAYS.min + i;
  return {
    value: String(days),
    label: `${days} day${days === 1 ? '' : 's'}${days === HOLD_DAYS.default ? ' (usual)' : ''}`,
  };
});
const INCLUSION_OPTIONS = PROPOSAL_INCLUSIONS.map((item) => ({ value: item, label: PROPOSAL_INCLUSION_LABELS[item] }));

/** The api's field names, for its 400s. */
const API_FIELDS: Record<string, keyof ProposalErrors> = {
  room: 'room',
  layout: 'layout',
  capacity: 'capacity',
  dates: 'dates',
  price_gbp: 'price',
  price_basis: 'price',
  valid_until: 'validUntil',
};

async function isPdf(file: File): Promise<boolean> {
  return sniffMediaType(new Uint8Array(await file.slice(0, MEDIA_SNIFF_BYTES).arrayBuffer())) === 'application/pdf';
}

export function ProposalForm({ enquiry, onDone }: { enquiry: VenueEnquiryDetail; onDone: (text: string) => void }) {
  const revising = enquiry.proposal !== null;
  const [draft, setDraft] = useState<ProposalDraft>(() => draftFor(enquiry));
  const [errors, setErrors] = useState<ProposalErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const send = useSendProposal(enquiry.id);
  const busy = uploading || send.isPending;
  const ids = {
    heading: useId(),
    basis: useId(),
    dates: useId(),
    datesError: useId(),
    file: useId(),
    fileHint: useId(),
  };
  const change = (part: Partial<ProposalDraft>) => setDraft((before) => ({ ...before, ...part }));
  const today = localToday();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const checked = checkProposal(draft, today);
    setErrors(checked.errors);
    if (!checked.request) {
      setProblem('Please correct the fields marked above.');
      return;
    }
    let document = draft.document ?? undefined;
    if (file) {
      if (!(await isPdf(file))) {
        setProblem(PDF_ONLY_MESSAGE);
        return;
      }
      setUploading(true);
      try {
        document = await uploadMedia(file, 'document', { type: 'proposal', id: enquiry.id });
      } catch (error) {
        setUploading(false);
        setProblem(messageOf(error, 'The PDF could not be uploaded. Please try again.'));
        return;
      }
      setUploading(false);
    }
    // Awaited rather than mutate's callbacks: a sent proposal re-renders the enquiry, which
    // replaces this form, and a replaced form's callbacks would never run.
    try {
      await send.mutateAsync({ ...checked.request, document });
      onDone(revising ? 'Your revised proposal has been sent.' : 'Your proposal has been sent.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const byField: ProposalErrors = {};
        for (const [name, message] of Object.entries(error.fields)) {
          const field = API_FIELDS[name];
          if (field) byField[field] = message;
        }
        setErrors(byField);
      }
      setProblem(messageOf(error, 'Your proposal could not be sent. Please try again.'));
    }
  }

  return (
    <section className="enquiry-form" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{revising ? 'Revise your proposal' : 'Send a proposal'}</h3>
      <form noValidate onSubmit={onSubmit} aria-labelledby={ids.heading}>
        <TextField
          label="Space or room"
          value={draft.room}
          maxLength={200}
          error={errors.room}
          onValueChange={(room) => change({ room })}
        />
        <SelectField
          label="Layout"
          value={draft.layout}
          options={LAYOUT_OPTIONS}
          placeholder="Choose a layout"
          error={errors.layout}
          onValueChange={(layout) => change({ layout })}
        />
        <TextField
          label="Capacity (guests)"
          type="number"
          inputMode="numeric"
          min={1}
          max={100_000}
          value={draft.capacity}
          error={errors.capacity}
          onValueChange={(capacity) => change({ capacity })}
        />
        <fieldset className="field" aria-describedby={errors.dates ? ids.datesError : undefined}>
          <legend className="field__label">Dates offered</legend>
          {draft.dates.map((date, index) => (
            <div key={index} className="enquiry-form__date">
              <label htmlFor={`${ids.dates}-${index}`}>Date {index + 1}</label>
              <input
                id={`${ids.dates}-${index}`}
                className="field__control"
                type="date"
                min={today}
                value={date}
                aria-invalid={errors.dates ? true : undefined}
                onChange={(input) =>
                  change({ dates: draft.dates.map((d, i) => (i === index ? input.target.value : d)) })
                }
              />
              {draft.dates.length > 1 && (
                <button
                  className="button button--quiet"
                  type="button"
                  onClick={() => change({ dates: draft.dates.filter((_, i) => i !== index) })}
                >
                  Remove<span className="visually-hidden"> date {index + 1}</span>
                </button>
              )}
            </div>
          ))}
          {draft.dates.length < MAX_OFFERED_DATES && (
            <button
              className="button button--quiet"
              type="button"
              onClick={() => change({ dates: [...draft.dates, ''] })}
            >
              Add another date
            </button>
          )}
          {errors.dates && (
            <p id={ids.datesError} className="field__error">
              {errors.dates}
            </p>
          )}
        </fieldset>
        <fieldset className="field choice-group">
          <legend className="field__label">Price is</legend>
          <div className="choice-group__options">
            {PRICE_BASES.map((basis) => (
              <label key={basis} className="choice-group__option">
                <input
                  type="radio"
                  name={ids.basis}
                  value={basis}
                  checked={draft.priceBasis === basis}
                  onChange={() => change({ priceBasis: basis as PriceBasis })}
                />{' '}
                {PRICE_BASIS_LABELS[basis]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Price (£)"
          inputMode="decimal"
          maxLength={16}
          value={draft.price}
          error={errors.price}
          onValueChange={(price) => change({ price })}
        />
        <CheckboxGroup
          legend="Included"
          options={INCLUSION_OPTIONS}
          selected={draft.inclusions}
          onChange={(inclusions) => change({ inclusions })}
        />
        <TextField
          label="Valid until"
          type="date"
          min={today}
          value={draft.validUntil}
          error={errors.validUntil}
          onValueChange={(validUntil) => change({ validUntil })}
        />
        <SelectField
          label="Hold the accepted date for"
          value={draft.holdDays}
          options={HOLD_DAY_OPTIONS}
          placeholder="Choose how long"
          onValueChange={(holdDays) => change({ holdDays })}
        />
        <TextAreaField
          label="Message to the planner"
          rows={4}
          maxLength={5_000}
          value={draft.message}
          onValueChange={(message) => change({ message })}
        />
        <div className="field">
          <label className="field__label" htmlFor={ids.file}>
            Proposal PDF (optional)
          </label>
          <input
            id={ids.file}
            className="field__control"
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={ids.fileHint}
            onChange={(input) => setFile(input.target.files?.[0] ?? null)}
          />
          <p id={ids.fileHint} className="field__hint">
            {draft.document && !file ? 'A PDF is attached; choose another to replace it. ' : ''}A PDF under 10MB.
          </p>
        </div>
        <div role="alert">{problem && <p className="field__error">{problem}</p>}</div>
        <p role="status">{uploading ? 'Uploading the PDF…' : send.isPending ? 'Sending your proposal…' : ''}</p>
        <button className="button button--primary" type="submit" disabled={busy} aria-busy={busy}>
          {revising ? 'Send revised proposal' : 'Send proposal'}
        </button>
      </form>
    </section>
  );
}
