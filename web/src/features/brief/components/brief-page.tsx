// /v2/brief: the venues the planner wants proposals from, a note for each, their e-mail and any
// further notes, sent as one brief. Everything typed is kept in browser storage as it is typed.
import { cityName } from '@venue-finder/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { VenueImage } from '../../../components/ui/venue-image';
import { venueHref, venueName } from '../../../components/venue/venue-links';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import {
  addVenuesToBrief,
  clearBrief,
  removeFromBrief,
  setBriefEmail,
  setBriefItemNotes,
  setBriefNotes,
  setBriefPlanner,
  useBrief,
  type BriefItem,
} from '../../../lib/brief-store';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { recordVenueActivity } from '../../../lib/venue-activity';
import { useVenuesToAdd } from '../api/get-venues-to-add';
import { answerWasLost, useSubmitBrief, type BriefSubmission } from '../api/submit-brief';
import {
  checkEventDetails,
  checkPlanner,
  type EventErrors,
  type EventField,
  type PlannerErrors,
} from '../event-details';
import '../brief.css';
import { EventDetailsFields } from './event-details-fields';
import type { ThankYouState } from './thank-you-page';

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const NO_VENUES_MESSAGE = 'Please add at least one venue to your brief';
export const SUBMIT_FAILURE_MESSAGE = 'Failed to submit your brief. Please try again.';
/** After every attempt lost its answer we cannot know whether the brief arrived: say so, not "failed". */
export const LOST_ANSWER_MESSAGE =
  'We could not hear back from Venue Finder, so we cannot tell whether your brief arrived. Please check your connection and send it again: it will not be sent twice.';

interface FormErrors {
  email?: string;
  planner: PlannerErrors;
  event: EventErrors;
  /** Problems with the brief as a whole (no venues, a failed submission), shown by the submit button. */
  form: string[];
}

const NO_ERRORS: FormErrors = { planner: {}, event: {}, form: [] };

/** The api's names for the event's fields (on the brief, `event.x`; on the enquiry, `payload.event.x`). */
const EVENT_FIELDS: Record<string, EventField> = {
  date: 'date',
  start_time: 'startTime',
  end_time: 'endTime',
  days: 'days',
  guests: 'guests',
  budget_gbp: 'budget',
};
/** The event's fields in the order the form shows them: the first with an error takes the focus. */
const EVENT_FIELD_ORDER: readonly EventField[] = ['date', 'startTime', 'endTime', 'days', 'guests', 'budget'];

/** Venues named by ?ids=a,b are added to the brief (once), then the address is tidied. */
function useVenuesFromAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const idsParam = searchParams.get('ids');

  const ids = [
    ...new Set(
      (idsParam ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  const { data: venues, error } = useVenuesToAdd(ids);

  useEffect(() => {
    if (!venues || !idsParam) return;
    recordVenueActivity('brief_addition', addVenuesToBrief(venues));
    setSearchParams(
      (params) => {
        params.delete('ids');
        return params;
      },
      { replace: true },
    );
  }, [venues, idsParam, setSearchParams]);
  useEffect(() => {
    if (error) console.error('Could not add the venues to the brief', error);
  }, [error]);
}

function BriefItemRow({ item }: { item: BriefItem }) {
  const notesId = useId();
  const name = venueName(item.venue);
  return (
    <li className="brief-item">
      <VenueImage
        className="brief-item__image"
        src={item.venue.photo_main ?? item.venue.images?.[0]}
        alt=""
        width={160}
        height={120}
      />
      <div className="brief-item__body">
        <h3 className="brief-item__name">
          <Link to={venueHref(item.venue)}>{name}</Link>
        </h3>
        <p className="brief-item__city">{cityName(item.venue.city)}</p>
        <div className="field">
          <label className="field__label" htmlFor={notesId}>
            Notes for {name}
          </label>
          <textarea
            id={notesId}
            className="field__control"
            rows={2}
            maxLength={2000}
            value={item.notes}
            onChange={(event) => setBriefItemNotes(item.venue_id, event.target.value)}
          />
        </div>
      </div>
      <button
        className="button button--quiet brief-item__remove"
        type="button"
        onClick={() => removeFromBrief(item.venue_id)}
      >
        Remove<span className="visually-hidden"> {name} from your brief</span>
      </button>
    </li>
  );
}

/** The API's answer to a failed submission, as messages for the form. */
function errorsFrom(error: unknown): FormErrors {
  if (error instanceof ApiError && error.status === 400) {
    const { user_email: email, ...rest } = error.fields;
    const event: EventErrors = {};
    const planner: PlannerErrors = {};
    const form: string[] = [];
    for (const [name, message] of Object.entries(rest)) {
      const field = EVENT_FIELDS[/(?:^|\.)event\.(\w+)$/.exec(name)?.[1] ?? ''];
      if (field) event[field] = message;
      else if (/(?:^|\.)planner\.phone$/.test(name)) planner.phone = message;
      else form.push(message);
    }
    if (!email && form.length === 0 && Object.keys(event).length === 0 && !planner.phone) form.push(error.message);
    return { email, planner, event, form };
  }
  return { planner: {}, event: {}, form: [answerWasLost(error) ? LOST_ANSWER_MESSAGE : SUBMIT_FAILURE_MESSAGE] };
}

/** `savedShortlist`: for a signed-in planner, the controls of the account shortlist the brief shows. */
export function BriefPage({ savedShortlist }: { savedShortlist?: ReactNode } = {}) {
  useDocumentTitle(pageTitle('Your Brief'));
  useVenuesFromAddress();
  const brief = useBrief();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const send = useSubmitBrief();
  const pending = send.isPending;
  /** One key per submission: a retry of the same brief reuses it, a changed brief gets a new one. */
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const eventRefs = useRef<Partial<Record<EventField, HTMLInputElement | null>>>({});
  const ids = {
    email: useId(),
    emailError: useId(),
    name: useId(),
    phone: useId(),
    phoneError: useId(),
    organisation: useId(),
    notes: useId(),
    items: useId(),
    form: useId(),
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const details = checkEventDetails(brief.event);
    const planner = checkPlanner(brief.planner);
    const submission: BriefSubmission = {
      email: brief.email.trim(),
      planner: planner.payload,
      items: brief.items.map((item) => ({ venue_id: item.venue_id, notes: item.notes.trim() })),
      notes: brief.notes.trim(),
      event: details.payload,
    };
    const found: FormErrors = {
      email: submission.email ? undefined : EMAIL_REQUIRED_MESSAGE,
      planner: planner.errors,
      event: details.errors,
      form: submission.items.length === 0 ? [NO_VENUES_MESSAGE] : [],
    };
    setErrors(found);
    if (found.email || found.planner.phone || Object.keys(found.event).length > 0 || found.form.length > 0) {
      focusFirstError(found);
      return;
    }

    const body = JSON.stringify(submission);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    send.mutate(
      { submission, idempotencyKey: attempt.current.key },
      {
        onSuccess: (submitted) => {
          const state: ThankYouState = { venues: submitted.venues };
          navigate(paths.enquiryThankYou.getHref(), { state });
        },
        onError: (error) => {
          console.error('Failed to submit the brief', error);
          const shown = errorsFrom(error);
          setErrors(shown);
          focusFirstError(shown);
        },
      },
    );
  }

  function focusFirstError(found: FormErrors) {
    if (found.email) emailRef.current?.focus();
    else if (found.planner.phone) phoneRef.current?.focus();
    else {
      const field = EVENT_FIELD_ORDER.find((name) => found.event[name]);
      if (field) eventRefs.current[field]?.focus();
    }
  }

  function onClear() {
    clearBrief();
    setErrors(NO_ERRORS);
    attempt.current = null;
  }

  const count = brief.items.length;

  return (
    <div className="container page brief-page">
      <h1>Your Brief</h1>
      <p className="lead">
        Send one brief to every venue on your shortlist and get free proposals: venues whose owners answer through Venue
        Finder answer you directly, and we contact the others for you.
      </p>
      <div className="brief-page__layout">
        <section className="brief-page__venues" aria-labelledby={ids.items}>
          {savedShortlist}
          <h2 id={ids.items}>
            Venues in your brief <span className="brief-page__count">({count})</span>
          </h2>
          {count === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">Your brief is empty.</p>
              <p>Add venues from the search results with “Add to Brief”.</p>
              <p>
                <Link className="button button--primary" to={paths.venues.getHref()}>
                  Browse venues
                </Link>
              </p>
            </div>
          ) : (
            <ul className="brief-items" aria-labelledby={ids.items}>
              {brief.items.map((item) => (
                <BriefItemRow key={item.venue_id} item={item} />
              ))}
            </ul>
          )}
        </section>

        <section className="brief-page__form" aria-labelledby={ids.form}>
          <h2 id={ids.form}>Your details</h2>
          <form noValidate onSubmit={onSubmit} aria-labelledby={ids.form}>
            <div className="field">
              <label className="field__label" htmlFor={ids.email}>
                Email address
              </label>
              <input
                ref={emailRef}
                id={ids.email}
                className="field__control"
                type="email"
                autoComplete="email"
                maxLength={254}
                value={brief.email}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? ids.emailError : undefined}
                onChange={(event) => setBriefEmail(event.target.value)}
              />
              {errors.email && (
                <p id={ids.emailError} className="field__error">
                  {errors.email}
                </p>
              )}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={ids.name}>
                Your name <span className="brief-event__optional">(optional)</span>
              </label>
              <input
                id={ids.name}
                className="field__control"
                type="text"
                autoComplete="name"
                maxLength={120}
                value={brief.planner.name}
                onChange={(event) => setBriefPlanner({ name: event.target.value })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={ids.phone}>
                Phone <span className="brief-event__optional">(optional)</span>
              </label>
              <input
                ref={phoneRef}
                id={ids.phone}
                className="field__control"
                type="tel"
                autoComplete="tel"
                maxLength={25}
                value={brief.planner.phone}
                aria-invalid={errors.planner.phone ? true : undefined}
                aria-describedby={errors.planner.phone ? ids.phoneError : undefined}
                onChange={(event) => setBriefPlanner({ phone: event.target.value })}
              />
              {errors.planner.phone && (
                <p id={ids.phoneError} className="field__error">
                  {errors.planner.phone}
                </p>
              )}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={ids.organisation}>
                Organisation <span className="brief-event__optional">(optional)</span>
              </label>
              <input
                id={ids.organisation}
                className="field__control"
                type="text"
                autoComplete="organization"
                maxLength={200}
                value={brief.planner.organisation}
                onChange={(event) => setBriefPlanner({ organisation: event.target.value })}
              />
            </div>
            <EventDetailsFields event={brief.event} errors={errors.event} disabled={pending} inputRefs={eventRefs} />
            <div className="field">
              <label className="field__label" htmlFor={ids.notes}>
                Additional notes
              </label>
              <textarea
                id={ids.notes}
                className="field__control"
                rows={4}
                maxLength={5000}
                value={brief.notes}
                onChange={(event) => setBriefNotes(event.target.value)}
              />
            </div>
            <div role="alert" className="brief-page__alert">
              {errors.form.map((message) => (
                <p key={message} className="field__error">
                  {message}
                </p>
              ))}
            </div>
            <p role="status" className="brief-page__status">
              {pending ? 'Sending your brief…' : ''}
            </p>
            <div className="brief-page__actions">
              <button className="button button--primary" type="submit" disabled={pending} aria-busy={pending}>
                Send my brief
              </button>
              <button className="button button--secondary" type="button" onClick={onClear} disabled={pending}>
                Clear brief
              </button>
            </div>
          </form>
        </section>
      </div>
    </div>
  );
}
