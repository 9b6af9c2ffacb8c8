// "Decline" an enquiry with a reason: not available, too small, too large, or other with a few
// words (which the planner reads).
import { DECLINE_REASONS, DECLINE_REASON_LABELS, type DeclineReason } from '@venue-finder/contract';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField } from '../../../components/ui/choice-fields';
import { humanise } from '../../../lib/format-en-gb';
import { messageOf } from '../../../lib/api-client';
import { useDeclineEnquiry, type VenueEnquiryDetail } from '../api/owner-enquiries';

export const REASON_REQUIRED_MESSAGE = 'Please choose why you decline';
export const OTHER_TEXT_MESSAGE = 'Please say in a few words why you decline';

export function DeclineForm({ enquiry, onDone }: { enquiry: VenueEnquiryDetail; onDone: (text: string) => void }) {
  const ids = { heading: useId(), reasons: useId(), reasonError: useId() };
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string; form?: string }>({});
  const decline = useDeclineEnquiry(enquiry.id);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (decline.isPending) return;
    const found = {
      reason: reason ? undefined : REASON_REQUIRED_MESSAGE,
      text: reason === 'other' && !text.trim() ? OTHER_TEXT_MESSAGE : undefined,
    };
    setErrors(found);
    if (!reason || found.text) return;
    // Awaited: once declined, the enquiry shows its answer in place of this form.
    try {
      await decline.mutateAsync({ reason, text: text.trim() || undefined });
      onDone('You have declined this enquiry. The planner has been told.');
    } catch (error) {
      setErrors({ form: messageOf(error, 'The enquiry could not be declined. Please try again.') });
    }
  }

  return (
    <section className="enquiry-form" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Decline</h3>
      <form noValidate onSubmit={onSubmit} aria-labelledby={ids.heading}>
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
        <div role="alert">{errors.form && <p className="field__error">{errors.form}</p>}</div>
        <button
          className="button button--secondary"
          type="submit"
          disabled={decline.isPending}
          aria-busy={decline.isPending}
        >
          Decline enquiry
        </button>
      </form>
    </section>
  );
}
