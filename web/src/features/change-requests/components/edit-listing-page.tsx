// /owners/venues/{id}/edit: an owner proposes changes to everything of their listing they control
// — descriptions, amenities, capacities, prices, website and photos (uploaded or by address) —
// checked by the same rules as registration. Only what changed is sent; an administrator
// reviews it field by field before the listing changes.
import {
  EDITABLE_VENUE_FIELDS,
  type FieldErrors,
  SHORT_DESCRIPTION_LENGTH,
  type VenueData,
  checkVenueFields,
} from '@venue-finder/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { FormAlert, SubmitButton } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { htmlToText, textToHtml } from '../../../lib/description-text';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { CapacityStep, ImagesStep } from '../../../components/venue-form/venue-form-steps';
import { type OwnerVenueFields, useOwnerVenueFields, useRequestChanges } from '../api/change-requests';
import { EDIT_REQUESTED } from './request-edit-dialog';
import '../../../components/venue-form/venue-form.css';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function EditListingPage() {
  const { id = '' } = useParams();
  const venue = useOwnerVenueFields(id);
  useDocumentTitle(pageTitle(venue.data ? `Edit ${venue.data.name}` : 'Edit listing'));
  if (venue.isPending)
    return (
      <p className="container page" role="status">
        Loading your listing…
      </p>
    );
  if (venue.isError)
    return (
      <div className="container page">
        <h1>Venue not found</h1>
        <p>
          <Link to={paths.ownerPortal.getHref()}>Back to your portal</Link>
        </p>
      </div>
    );
  return <EditListing venue={venue.data} />;
}

function EditListing({ venue }: { venue: OwnerVenueFields }) {
  const initial = venue.fields;
  const [data, setData] = useState<VenueData>(initial);
  const [description, setDescription] = useState(() => htmlToText(initial.description_html ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const request = useRequestChanges();
  const update = (change: (current: VenueData) => VenueData) => setData(change);

  function submit() {
    setOutcome(null);
    const proposed: VenueData = {
      ...data,
      description_html:
        description === htmlToText(initial.description_html ?? '') ? initial.description_html : textToHtml(description),
    };
    const changed = EDITABLE_VENUE_FIELDS.filter((field) => !same(proposed[field], initial[field]));
    if (changed.length === 0) {
      setOutcome({ kind: 'error', text: 'Change at least one value to request an edit.' });
      return;
    }
    const problems = checkVenueFields(proposed, changed);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    request.mutate(
      { venue_id: venue.id, field_changes: Object.fromEntries(changed.map((f) => [f, proposed[f]])) },
      {
        onSuccess: () => setOutcome({ kind: 'ok', text: EDIT_REQUESTED }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400)
            setErrors(
              Object.fromEntries(
                Object.entries(error.fields).map(([path, message]) => [path.replace(/^field_changes\./, ''), message]),
              ),
            );
          setOutcome({ kind: 'error', text: messageText(error) });
        },
      },
    );
  }

  return (
    <div className="container page page--narrow registration">
      <p>
        <Link to={paths.ownerPortal.getHref()}>← Back to your portal</Link>
      </p>
      <h1>Edit {venue.name}</h1>
      <p className="lead">Changes go to our team for review; your listing changes once they are approved.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField
          label="Short description"
          value={data.short_description ?? ''}
          rows={3}
          maxLength={SHORT_DESCRIPTION_LENGTH.max}
          error={errors.short_description}
          onValueChange={(value) => update((d) => ({ ...d, short_description: value }))}
        />
        <TextAreaField
          label="Full description"
          value={description}
          rows={6}
          error={errors.description_html}
          hint="Leave a blank line between paragraphs."
          onValueChange={setDescription}
        />
        <CapacityStep data={data} update={update} errors={errors} />
        <h2>Photos</h2>
        <ImagesStep data={data} update={update} errors={errors} draftId={null} entityType="venue" entityId={venue.id} />
        <div role="status">{outcome?.kind === 'ok' && <p className="notice">{outcome.text}</p>}</div>
        <FormAlert messages={[outcome?.kind === 'error' && outcome.text]} />
        <SubmitButton pending={request.isPending} pendingLabel="Submitting…">
          Submit Request
        </SubmitButton>
      </form>
    </div>
  );
}

const messageText = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.message : 'Failed to submit edit request';
