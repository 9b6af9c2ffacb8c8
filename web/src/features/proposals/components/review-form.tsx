// After the event of a confirmed booking: a short rating and review of the venue, once. It is read
// by our team before it appears on the venue's page, and the form says so.
import { useId, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useReviewVenue, type PlannerVenueEnquiry, type ProposalsSource } from '../api/planner-proposals';

const MAX_REVIEW_LENGTH = 1000;
const STARS = [5, 4, 3, 2, 1] as const;

export function ReviewForm({ source, venue }: { source: ProposalsSource; venue: PlannerVenueEnquiry }) {
  const id = useId();
  const review = useReviewVenue(source);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (venue.review === 'written') {
    return (
      <section className="review-form" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>Thank you for your review</h2>
        <p>Our team reads each review before it appears on {venue.venue.name}’s page.</p>
      </section>
    );
  }
  if (venue.review !== 'due') return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (rating === null) return setProblem('Choose a rating from 1 to 5 stars.');
    if (!text.trim()) return setProblem('Say in a few words how the venue was.');
    setProblem(null);
    review.mutate(
      { venueEnquiryId: venue.id, body: { rating, text } },
      { onError: (error) => setProblem(messageOf(error, 'Your review was not sent. Please try again.')) },
    );
  };

  return (
    <section className="review-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>How was {venue.venue.name}?</h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="review-form__stars">
          <legend>Your rating</legend>
          {STARS.map((stars) => (
            <label key={stars}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
              />
              {stars} {stars === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-text`}>Your review</label>
          <textarea
            id={`${id}-text`}
            rows={4}
            maxLength={MAX_REVIEW_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="field__hint">
            Up to {MAX_REVIEW_LENGTH.toLocaleString('en-GB')} characters. Our team reads each review before it appears
            on the venue’s page.
          </p>
        </div>
        <div role="alert">{problem && <p className="field__error">{problem}</p>}</div>
        <button type="submit" className="button button--primary" disabled={review.isPending}>
          Send your review
        </button>
      </form>
    </section>
  );
}
