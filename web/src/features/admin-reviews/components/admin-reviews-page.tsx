// /admin/reviews: planners' reviews of the venues they booked, moderated like other owner-visible
// text: pending first (oldest first), searched and paged on the shared queue; approve (the venue
// page shows it) or reject (never shown), each asked first.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminQueue, type QueueOutcome, useAdminQueue } from '../../../components/ui/admin-queue';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { paths } from '../../../config/paths';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatDateTimeEnGb } from '../../../lib/format-en-gb';
import { type QueuedReview, type ReviewStatus, useDecideReview, useReviewQueue } from '../api/admin-reviews';

const FILTERS: { value: ReviewStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export function AdminReviewsPage() {
  useDocumentTitle(pageTitle('Reviews'));
  const queue = useAdminQueue(
    FILTERS.map((f) => f.value),
    'pending',
  );
  const reviews = useReviewQueue(queue.status, queue.paging);
  const [outcome, setOutcome] = useState<QueueOutcome | null>(null);
  return (
    <div className="container page admin-reviews">
      <p>
        <Link to={paths.adminDashboard.getHref()}>← Back to the dashboard</Link>
      </p>
      <h1>Reviews</h1>
      <AdminQueue
        queue={queue}
        filters={FILTERS}
        load={reviews}
        noun={['review', 'reviews']}
        countLabel={(status) => status}
        empty={(status) => <p className="notice">No {status} reviews.</p>}
        outcome={outcome}
        onStatusChange={() => setOutcome(null)}
      >
        {(data) => (
          <table className="admin-table">
            <caption className="visually-hidden">Reviews</caption>
            <thead>
              <tr>
                <th scope="col">Venue</th>
                <th scope="col">Rating</th>
                <th scope="col">Review</th>
                <th scope="col">Written</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {data.reviews.map((review) => (
                <ReviewRow key={review.id} review={review} />
              ))}
            </tbody>
          </table>
        )}
      </AdminQueue>
    </div>
  );
}

function ReviewRow({ review }: { review: QueuedReview }) {
  const approve = useDecideReview('approve');
  const reject = useDecideReview('reject');
  return (
    <tr>
      <td>{review.venue_name}</td>
      <td>{review.rating} out of 5</td>
      <td style={{ overflowWrap: 'anywhere' }}>{review.body}</td>
      <td>{formatDateTimeEnGb(review.created_at)}</td>
      <td>
        {review.status === 'pending' ? (
          <div className="admin-table__actions">
            <ConfirmAction
              inline
              id={review.id}
              action={approve}
              label="Approve"
              target={` review of ${review.venue_name}`}
              question="Approve this review?"
              detail="It will be shown on the venue’s page."
              confirm="Yes, approve it"
              failure="The review could not be approved"
            />
            <ConfirmAction
              inline
              id={review.id}
              action={reject}
              label="Reject"
              target={` review of ${review.venue_name}`}
              question="Reject this review?"
              detail="It will never be shown."
              confirm="Yes, reject it"
              failure="The review could not be rejected"
            />
          </div>
        ) : (
          <>{review.status === 'approved' ? 'Approved' : 'Rejected'}</>
        )}
      </td>
    </tr>
  );
}
