// /admin/venues/{id}: one venue to manage — its owner, claims, change requests, enrichment state
// and history; publish or unpublish; edit the fields owners control (from the version read);
// re-run enrichment.
import { REGISTRATION_CAPACITIES, VENUE_FIELD_LABELS, type EditableVenueField, cityName } from '@venue-finder/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OutcomeMessage, type QueueOutcome } from '../../../components/ui/admin-queue';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { htmlToText, textToHtml } from '../../../lib/description-text';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatDateTimeEnGb } from '../../../lib/format-en-gb';
import { type AdminVenue, useAdminVenue, useEditVenue, useReEnrich } from '../api/admin-venues';
import { STATUS_LABELS } from './admin-venues-page';

const ACTION_LABELS: Record<string, string> = {
  'venue.created': 'Created from a registration',
  'venue.edited': 'Edited',
  'venue.published': 'Published',
  'venue.unpublished': 'Unpublished',
  'venue.owner_changed': 'Owner changed (claim approved)',
  'venue.enrichment_requested': 'Enrichment re-run',
};

export function AdminVenuePage() {
  const { id = '' } = useParams();
  const venue = useAdminVenue(id);
  useDocumentTitle(pageTitle(venue.data?.name ?? 'Venue'));
  // Kept here: the form below starts afresh from each new version, the outcome stays.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (venue.isPending)
    return (
      <p className="container page" role="status">
        Loading the venue…
      </p>
    );
  if (venue.isError)
    return (
      <div className="container page">
        <h1>Venue not found</h1>
        <p>
          <Link to={paths.adminVenues.getHref()}>Back to Venues</Link>
        </p>
      </div>
    );
  return <VenueAdmin key={venue.data.version} venue={venue.data} outcome={outcome} onOutcome={setOutcome} />;
}

type Outcome = QueueOutcome;

function VenueAdmin({
  venue,
  outcome,
  onOutcome: setOutcome,
}: {
  venue: AdminVenue;
  outcome: Outcome | null;
  onOutcome: (outcome: Outcome | null) => void;
}) {
  const edit = useEditVenue(venue.id);
  const enrich = useReEnrich(venue.id);
  const fields = venue.fields;
  const [shortDescription, setShortDescription] = useState(fields.short_description ?? '');
  const [description, setDescription] = useState(htmlToText(fields.description_html ?? ''));
  const [capacities, setCapacities] = useState(() =>
    Object.fromEntries(REGISTRATION_CAPACITIES.map(({ value }) => [value, String(fields.capacities?.[value] ?? 0)])),
  );
  const [dayRate, setDayRate] = useState(fields.pricing?.day_rate == null ? '' : String(fields.pricing.day_rate));
  const [hourRate, setHourRate] = useState(fields.pricing?.hour_rate == null ? '' : String(fields.pricing.hour_rate));
  const [website, setWebsite] = useState(fields.contact?.website ?? '');

  // Promises, not per-call callbacks: a saved edit starts the form afresh, and the outcome must still show.
  const report = (work: Promise<unknown>, text: string) => {
    setOutcome(null);
    work.then(
      () => setOutcome({ kind: 'ok', text }),
      (error: unknown) => setOutcome({ kind: 'error', text: messageOf(error, 'The change could not be saved') }),
    );
  };
  const pounds = (value: string) => (value.trim() === '' ? null : Number(value));

  function save() {
    const changes: Record<string, unknown> = {
      short_description: shortDescription,
      description_html: textToHtml(description),
      capacities: Object.fromEntries(Object.entries(capacities).map(([k, v]) => [k, v.trim() === '' ? 0 : Number(v)])),
      pricing: { day_rate: pounds(dayRate), hour_rate: pounds(hourRate), currency: 'GBP' },
      contact: { website },
    };
    report(edit.mutateAsync({ version: venue.version, field_changes: changes }), 'Saved.');
  }

  const published = venue.status === 'published';
  return (
    <div className="container page admin-venue">
      <p>
        <Link to={paths.adminVenues.getHref()}>← Back to Venues</Link>
      </p>
      <h1>{venue.name}</h1>
      <p>
        {cityName(venue.city)} · {STATUS_LABELS[venue.status] ?? venue.status} · version {venue.version} · owner{' '}
        {venue.owner_email ?? 'none'} · <Link to={paths.venue.getHref(venue.slug)}>View page</Link>
      </p>
      <OutcomeMessage outcome={outcome} />
      <div className="admin-table__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={edit.isPending}
          onClick={() =>
            report(
              edit.mutateAsync({ version: venue.version, status: published ? 'draft' : 'published' }),
              published ? 'Unpublished.' : 'Published.',
            )
          }
        >
          {published ? 'Unpublish' : 'Publish'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={enrich.isPending}
          onClick={() => report(enrich.mutateAsync(), 'Enrichment will run again in a moment.')}
        >
          Re-run enrichment
        </button>
      </div>

      <section aria-labelledby="edit-heading">
        <h2 id="edit-heading">Listing</h2>
        <form
          className="admin-venue__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <TextAreaField
            label={VENUE_FIELD_LABELS.short_description}
            value={shortDescription}
            rows={2}
            onValueChange={setShortDescription}
          />
          <TextAreaField
            label={VENUE_FIELD_LABELS.description_html}
            value={description}
            rows={6}
            onValueChange={setDescription}
          />
          <fieldset className="admin-venue__capacities">
            <legend className="field__label">{VENUE_FIELD_LABELS.capacities}</legend>
            {REGISTRATION_CAPACITIES.map(({ value, label }) => (
              <TextField
                key={value}
                label={label}
                type="number"
                min={0}
                value={capacities[value] ?? '0'}
                onValueChange={(typed) => setCapacities({ ...capacities, [value]: typed })}
              />
            ))}
          </fieldset>
          <TextField
            label="Day rate (£)"
            type="number"
            min={0}
            step={0.01}
            value={dayRate}
            onValueChange={setDayRate}
          />
          <TextField
            label="Hourly rate (£)"
            type="number"
            min={0}
            step={0.01}
            value={hourRate}
            onValueChange={setHourRate}
          />
          <TextField label={VENUE_FIELD_LABELS.contact} type="url" value={website} onValueChange={setWebsite} />
          <p>
            <button type="submit" className="button button--primary" disabled={edit.isPending}>
              {edit.isPending ? 'Saving…' : 'Save changes'}
            </button>
          </p>
        </form>
      </section>

      <section aria-labelledby="enrichment-heading">
        <h2 id="enrichment-heading">Enrichment</h2>
        <p>
          Phase 1: {venue.enrichment.phase1_current ? 'up to date' : 'due'}
          {venue.enrichment.phase1_at && ` (last ${formatDateTimeEnGb(venue.enrichment.phase1_at)})`}. Phase 2:{' '}
          {venue.enrichment.phase2_current ? 'up to date' : 'due'}
          {venue.enrichment.phase2_at && ` (last ${formatDateTimeEnGb(venue.enrichment.phase2_at)})`}. Quality score:{' '}
          {venue.enrichment.quality_score ?? 'N/A'}.
        </p>
      </section>

      <section aria-labelledby="claims-heading">
        <h2 id="claims-heading">Claims</h2>
        {venue.claims.length === 0 ? (
          <p>None</p>
        ) : (
          <ul>
            {venue.claims.map((c) => (
              <li key={c.id}>
                {c.email} — {c.proof_type} — {c.status} — {formatDateTimeEnGb(c.created_at)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="changes-heading">
        <h2 id="changes-heading">Change requests</h2>
        {venue.change_requests.length === 0 ? (
          <p>None</p>
        ) : (
          <ul>
            {venue.change_requests.map((c) => (
              <li key={c.id}>
                {c.fields.map((f) => VENUE_FIELD_LABELS[f as EditableVenueField] ?? f).join(', ')} — {c.status} —{' '}
                {formatDateTimeEnGb(c.created_at)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        {venue.history.length === 0 ? (
          <p>None</p>
        ) : (
          <ol className="admin-venue__history">
            {venue.history.map((h, index) => (
              <li key={`${h.action}-${index}`}>
                {ACTION_LABELS[h.action] ?? h.action} by {h.actor_email ?? 'the system'} — {formatDateTimeEnGb(h.at)}
                {h.before !== null && h.after !== null && (
                  <details>
                    <summary>Before and after</summary>
                    <pre>{JSON.stringify({ before: h.before, after: h.after }, null, 2)}</pre>
                  </details>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
