// 'Request Edit' on an owner's venue card: a dialog with the description, the theatre capacity and
// the day rate (owner-admin spec §2). Only what the owner changed is sent; an administrator
// reviews it before the listing changes.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { textToHtml } from '../../../lib/description-text';
import type { ApiSchema } from '@venue-finder/contract';
import { useRequestChanges } from '../api/change-requests';
import '../change-requests.css';

export const EDIT_REQUESTED = 'Edit request submitted! Admin will review shortly.';

export function RequestEdit({ venue }: { venue: ApiSchema<'OwnerVenue'> }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDone(false);
            setOpen(true);
          }}
        >
          Request Edit<span className="visually-hidden">: {venue.name}</span>
        </button>{' '}
        <Link to={paths.ownerEditVenue.getHref(venue.id)}>
          Edit listing<span className="visually-hidden">: {venue.name}</span>
        </Link>
      </p>
      <div role="status">{done && <p>{EDIT_REQUESTED}</p>}</div>
      {open && (
        <RequestEditDialog
          venue={venue}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setDone(true);
          }}
        />
      )}
    </>
  );
}

function RequestEditDialog({
  venue,
  onClose,
  onSent,
}: {
  venue: ApiSchema<'OwnerVenue'>;
  onClose: () => void;
  onSent: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const initial = {
    description: venue.description_html,
    theatre: String(venue.capacities.theatre ?? 0),
    dayRate: venue.pricing.day_rate === null ? '' : String(venue.pricing.day_rate),
  };
  const [description, setDescription] = useState(initial.description);
  const [theatre, setTheatre] = useState(initial.theatre);
  const [dayRate, setDayRate] = useState(initial.dayRate);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestChanges();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  function submit() {
    const changes: Record<string, unknown> = {};
    if (description !== initial.description) changes.description_html = textToHtml(description);
    if (theatre !== initial.theatre)
      changes.capacities = {
        theatre: theatre.trim() === '' ? 0 : Number(theatre),
        banquet: venue.capacities.banquet ?? 0,
        standing: venue.capacities.standing ?? 0,
      };
    if (dayRate !== initial.dayRate)
      changes.pricing = {
        day_rate: dayRate.trim() === '' ? null : Number(dayRate),
        hour_rate: venue.pricing.hour_rate,
        currency: 'GBP',
      };
    if (Object.keys(changes).length === 0) {
      setProblem('Change at least one value to request an edit.');
      return;
    }
    request.mutate(
      { venue_id: venue.id, field_changes: changes },
      {
        onSuccess: onSent,
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.status === 400 ? error.message : 'Failed to submit edit request',
          ),
      },
    );
  }

  return (
    <dialog ref={dialog} className="request-edit" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Request an edit: {venue.name}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField
          label="Description"
          value={description}
          rows={6}
          onValueChange={setDescription}
          hint="Leave a blank line between paragraphs."
        />
        <TextField
          label="Theatre capacity"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={theatre}
          onValueChange={setTheatre}
        />
        <TextField
          label="Day rate (£)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={dayRate}
          onValueChange={setDayRate}
        />
        <FormAlert messages={[problem]} />
        <div className="admin-table__actions">
          <button type="submit" className="button button--primary" disabled={request.isPending}>
            {request.isPending ? 'Submitting…' : 'Submit Request'}
          </button>
          <button type="button" className="button button--quiet" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
