// Invites venue owners, who also browse the results, to list their venue.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function OwnerCtaBanner() {
  return (
    <aside className="owner-cta" aria-label="For venue owners">
      <p>
        <strong>Own or manage a venue?</strong> Reach event planners across the UK. Listing is free.
      </p>
      <Link className="button button--secondary" to={paths.ownerRegisterVenue.getHref()}>
        Register your venue
      </Link>
    </aside>
  );
}
