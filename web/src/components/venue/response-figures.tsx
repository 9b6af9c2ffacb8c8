// How a venue answers enquiries, measured from its enquiries over 90 days, as planners see it on
// its card and its page: "Usually answers within 3 hours", "Answers 9 in 10 enquiries", and the
// Top Responder badge. Nothing is shown until the venue has enough enquiries to say it honestly.
import type { VenueResponseFigures } from '@venue-finder/contract';

interface ResponseFiguresProps {
  response: VenueResponseFigures | null | undefined;
  /** Where it sits (e.g. 'venue-card__response'), beside its own class. */
  className?: string;
}

export function ResponseFigures({ response, className }: ResponseFiguresProps) {
  if (!response) return null;
  return (
    <p className={className ? `venue-response ${className}` : 'venue-response'}>
      {response.top_responder && <span className="badge badge--top-responder">Top Responder</span>}{' '}
      {[response.answers_within_text, response.answered_text].filter(Boolean).join(' · ')}
    </p>
  );
}
