// The owner's registrations in the portal, a page at a time from the server (most recently saved
// first), each a card with its status: a draft to carry on with or discard (an owner may keep
// several), one waiting for review, or one rejected with the reason and a way to correct it and
// send it again (a new draft with its values; the rejected one stays as it was). An approved one
// is a venue of theirs (with its 'View Live' link) and shows among their venues instead.
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { CursorPager, useCursorPages } from '../../../components/ui/cursor-pages';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { formatCount, formatDateEnGb } from '../../../lib/format-en-gb';
import {
  MY_REGISTRATIONS_PAGE_SIZE,
  type Registration,
  useDiscardDraft,
  useMyRegistrations,
  useReopenRegistration,
} from '../api/registrations';

const STATUS: Record<Exclude<Registration['status'], 'approved'>, { label: string; badge: string }> = {
  draft: { label: 'Draft', badge: 'draft' },
  submitted: { label: 'Submitted for review', badge: 'review' },
  rejected: { label: 'Not approved', badge: 'rejected' },
};

type OpenRegistration = Registration & { status: keyof typeof STATUS };

export function MyRegistrations() {
  const pages = useCursorPages();
  const registrations = useMyRegistrations(pages.cursor);
  // The server lists the open ones only: a rejected one already corrected shows its correction alone.
  const shown = (registrations.data?.registrations ?? []) as OpenRegistration[];
  if (shown.length === 0 && !pages.hasPrevious) return null;
  const total = registrations.data?.total ?? 0;
  return (
    <section aria-labelledby="my-registrations">
      <h2 id="my-registrations" ref={pages.headingRef} tabIndex={-1}>
        My registrations
      </h2>
      {total > MY_REGISTRATIONS_PAGE_SIZE && <p>{formatCount(total)} registrations, most recently saved first.</p>}
      <ul className="owner-venues" aria-label="My registrations">
        {shown.map((registration) => (
          <RegistrationCard key={registration.id} registration={registration} />
        ))}
      </ul>
      <CursorPager
        pages={pages}
        nextCursor={registrations.data?.next_cursor ?? null}
        label="Pages of my registrations"
        previousLabel="Newer registrations"
        nextLabel="Older registrations"
      />
      <p>
        <Link to={paths.ownerRegisterVenue.getHref('new')}>Register another venue</Link>
      </p>
    </section>
  );
}

function RegistrationCard({ registration }: { registration: OpenRegistration }) {
  const name = registration.venue_name || 'Untitled venue';
  return (
    <li className="owner-venue-card" aria-label={name}>
      <h3 className="owner-venue-card__name">{name}</h3>
      <p>
        <span className={`badge badge--status-${STATUS[registration.status].badge}`}>
          {STATUS[registration.status].label}
        </span>
      </p>
      <p className="owner-venue-card__updated">
        {registration.submitted_at
          ? `Submitted ${formatDateEnGb(registration.submitted_at)}`
          : `Saved ${formatDateEnGb(registration.updated_at)}`}
      </p>
      {registration.status === 'draft' && <DraftActions registration={registration} name={name} />}
      {registration.status === 'submitted' && <p>We will review it and e-mail you once it is approved.</p>}
      {registration.status === 'rejected' && <RejectedActions registration={registration} name={name} />}
    </li>
  );
}

function DraftActions({ registration, name }: { registration: Registration; name: string }) {
  const discard = useDiscardDraft();
  return (
    <>
      {registration.previous_rejection_reason && <p>Correcting a registration that was not approved.</p>}
      <p>
        <Link to={paths.ownerRegisterVenue.getHref(registration.id)}>
          Continue registration<span className="visually-hidden">: {name}</span>
        </Link>
      </p>
      <ConfirmAction
        id={registration.id}
        action={discard}
        label="Discard draft"
        target={`: ${name}`}
        question="Discard this draft?"
        detail="What you entered is deleted."
        confirm="Yes, discard it"
        failure="We could not discard it. Please try again."
      />
    </>
  );
}

function RejectedActions({ registration, name }: { registration: Registration; name: string }) {
  const reopen = useReopenRegistration();
  const navigate = useNavigate();
  return (
    <>
      <p>Reason: {registration.rejection_reason}</p>
      <FormAlert messages={[reopen.isError && messageOf(reopen.error, 'We could not reopen it. Please try again.')]} />
      <p>
        <button
          type="button"
          className="button button--primary"
          disabled={reopen.isPending}
          onClick={() =>
            reopen.mutate(registration.id, {
              onSuccess: (draft) => navigate(paths.ownerRegisterVenue.getHref(draft.id)),
            })
          }
        >
          Correct and resubmit<span className="visually-hidden">: {name}</span>
        </button>
      </p>
    </>
  );
}
