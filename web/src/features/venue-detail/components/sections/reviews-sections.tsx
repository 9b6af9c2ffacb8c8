// What guests say (ratings) and what planners ask (FAQs, each an accessible disclosure).
import { useId, useState } from 'react';
import { EVENT_TYPE_LABELS, type VenueDetailView } from '@venue-finder/contract';
import { formatCount, formatMonthEnGb, formatRating, humanise } from '../../../../lib/format-en-gb';
import { hasItems, VenueSection } from '../venue-section';

export function GuestRatingsSection({ venue }: { venue: VenueDetailView }) {
  const ratings = venue.guest_ratings;
  const hasTripadvisor = typeof venue.tripadvisor_rating === 'number';
  if (!ratings && !hasTripadvisor) return null;
  const breakdown = Object.entries(ratings?.rating_breakdown ?? {});
  const guestTypes = Object.entries(ratings?.guest_types ?? {}).sort((a, b) => b[1] - a[1]);

  return (
    <VenueSection id="guest-ratings" title="Guest ratings">
      {ratings && (
        <p className="rating-summary">
          <span className="rating-summary__score">{formatRating(ratings.overall_rating)}</span>
          <span>
            out of 5 from {formatCount(ratings.total_reviews)} {ratings.total_reviews === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      )}
      {breakdown.length > 0 && (
        <dl className="rating-bars">
          {breakdown.map(([aspect, score]) => (
            <div key={aspect} className="rating-bars__row">
              <dt>{humanise(aspect)}</dt>
              <dd>
                <span className="rating-bars__track" aria-hidden="true">
                  <span className="rating-bars__fill" style={{ width: `${Math.min(100, (score / 5) * 100)}%` }} />
                </span>
                <span>{formatRating(score)} out of 5</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {guestTypes.length > 0 && (
        <>
          <h3 className="venue-section__subtitle">Who stays and meets here</h3>
          <ul className="tag-list" aria-label="Guest types">
            {guestTypes.map(([type, percent]) => (
              <li key={type}>
                {humanise(type)} {formatCount(percent)}%
              </li>
            ))}
          </ul>
        </>
      )}
      {hasTripadvisor && (
        <p>
          Tripadvisor: {formatRating(venue.tripadvisor_rating!)} out of 5
          {typeof venue.tripadvisor_reviews === 'number' &&
            ` (${formatCount(venue.tripadvisor_reviews)} ${venue.tripadvisor_reviews === 1 ? 'review' : 'reviews'})`}
        </p>
      )}
    </VenueSection>
  );
}

/** "Conference, March 2027": the event's type (when the planner gave one) and month. */
export function reviewEventText(review: VenueDetailView['planner_reviews'][number]): string {
  // Without Intl: the venue page hydrates without loading its locale data (server-rendering.spec).
  const month = formatMonthEnGb(review.event_month.slice(0, 7));
  return review.event_type ? `${EVENT_TYPE_LABELS[review.event_type]}, ${month}` : month;
}

/** Reviews from planners who booked the venue through Venue Finder, read by our team before shown. */
export function PlannerReviewsSection({ venue }: { venue: VenueDetailView }) {
  const reviews = venue.planner_reviews ?? [];
  if (!hasItems(reviews)) return null;
  return (
    <VenueSection id="planner-reviews" title="Reviews from planners who booked">
      <ul className="planner-reviews">
        {reviews.map((review, n) => (
          <li key={n} className="planner-reviews__item">
            <p className="planner-reviews__rating">
              <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>{' '}
              <span>{review.rating} out of 5</span>
            </p>
            <p className="planner-reviews__text">{review.text}</p>
            <p className="planner-reviews__event">{reviewEventText(review)}</p>
          </li>
        ))}
      </ul>
    </VenueSection>
  );
}

function Faq({ question, answer }: { question: string; answer: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="faq">
      <h3 className="faq__question">
        <button type="button" aria-expanded={open} aria-controls={`${id}-answer`} onClick={() => setOpen(!open)}>
          <span>{question}</span>
          <span className="faq__icon" aria-hidden="true" />
        </button>
      </h3>
      <div className="faq__answer" id={`${id}-answer`} hidden={!open}>
        <p>{answer}</p>
      </div>
    </div>
  );
}

export function FaqSection({ venue }: { venue: VenueDetailView }) {
  const faqs = (venue.faqs ?? []).filter((faq) => faq.question && faq.answer);
  if (!hasItems(faqs)) return null;
  return (
    <VenueSection id="faqs" title="Frequently asked questions">
      {faqs.map((faq) => (
        <Faq key={faq.question} question={faq.question} answer={faq.answer} />
      ))}
    </VenueSection>
  );
}
