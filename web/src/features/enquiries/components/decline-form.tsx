// "Decline" an enquiry with a reason: not available, too small, too large, or other with a few
// words (which the planner reads). Declining cannot be undone, so it is asked first.
import { DECLINE_REASONS, DECLINE_REASON_LABELS, type DeclineReason } from '@venue-finder/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { humanise } from '../../../lib/format-en-gb';
import { useDeclineEnquiry, type VenueEnquiryDetail } from '../api/owner-enquiries';

export const REASON_REQUIRED_MESSAGE = 'Please choose why you decline';
export const OTHER_TEXT_MESSAGE = 'Please say in a few words why you decline';

export function DeclineForm({ enquiry, onDone }: { enquiry: VenueEnquiryDetail; onDone: (text: string) => void }) {
  const ids = { heading: useId(), reasons: useId(), reasonError: useId() };
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string }>({});
  const decline = useDeclineEnquiry(enquiry.id);
  // Once declined, the enquiry shows its answer in place of this form.
  const confirmed = useMutation<unknown, Error, string>({
    mutationFn: () => decline.mutateAsync({ reason: reason as DeclineReason, text: text.trim() || undefined }),
    onSuccess: () => onDone('You have declined this enquiry. The planner has been told.'),
  });

  /** The question is asked only of a decline that is ready to send. */
  function ready(): boolean {
    const found = {
      reason: reason ? undefined : REASON_REQUIRED_MESSAGE,
      text: reason === 'other' && !text.trim() ? OTHER_TEXT_MESSAGE : undefined,
    };
    setErrors(found);
    return !found.reason && !found.text;
  }

  return (
    <section className="enquiry-form" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Decline</h3>
      <form noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby={ids.heading}>
        <fieldset className="field choice-group" aria-describedby={errors.reason ? ids.reasonError : undefined}>
          <legend className="field__label">Reason</legend>
          <div className="choice-group__options">
            {DECLINE_REASONS.map((value) => (
              <label key={value} className="choice-group__option">
                <input
                  type="radio"
                  name={ids.reasons}
                  value={value}
                  checked={reason === value}
                  aria-invalid={errors.reason ? true : undefined}
                  onChange={() => setReason(value)}
                />{' '}
                {humanise(DECLINE_REASON_LABELS[value])}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id={ids.reasonError} className="field__error">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={reason === 'other' ? 'Why you decline' : 'Why you decline (optional)'}
          rows={2}
          maxLength={1_000}
          value={text}
          error={errors.text}
          onValueChange={setText}
        />
        <ConfirmAction
          id={enquiry.id}
          action={confirmed}
          label="Decline enquiry"
          target={` for ${enquiry.venue.name}`}
          question="Decline this enquiry?"
          detail="You cannot send a proposal for it afterwards."
          confirm="Yes, decline it"
          failure="The enquiry could not be declined. Please try again."
          beforeAsking={ready}
        />
      </form>
    </section>
  );
}
