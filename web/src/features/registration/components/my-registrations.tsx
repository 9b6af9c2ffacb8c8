// The owner's registrations in the portal, each a card with its status: a draft to carry on
// with, one waiting for review, or one rejected with the reason. An approved one is a venue of
// theirs (with its 'View Live' link) and shows among their venues instead.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDateEnGb } from '../../../lib/format-en-gb';
import { type Registration, useMyRegistrations } from '../api/registrations';

const STATUS: Record<Exclude<Registration['status'], 'approved'>, { label: string; badge: string }> = {
  draft: { label: 'Draft', badge: 'draft' },
  submitted: { label: 'Submitted for review', badge: 'review' },
  rejected: { label: 'Not approved', badge: 'rejected' },
};

export function MyRegistrations() {
  const registrations = useMyRegistrations();
  const open = (registrations.data ?? []).filter(
    (r): r is Registration & { status: keyof typeof STATUS } => r.status !== 'approved',
  );
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="my-registrations">
      <h2 id="my-registrations">My registrations</h2>
      <ul className="owner-venues" aria-label="My registrations">
        {open.map((registration) => (
          <li key={registration.id} className="owner-venue-card">
            <h3 className="owner-venue-card__name">{registration.venue_name || 'Untitled venue'}</h3>
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
            {registration.status === 'draft' && (
              <p>
                <Link to={paths.ownerRegisterVenue.getHref()}>Continue registration</Link>
              </p>
            )}
            {registration.status === 'submitted' && <p>We will review it and e-mail you once it is approved.</p>}
            {registration.status === 'rejected' && <p>Reason: {registration.rejection_reason}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
