// Approving or rejecting one registration, as the queue's row and the review page both offer it:
// the reason asked for before a rejection, and the outcome said in the admin's words.
import { useState } from 'react';
import type { QueueOutcome } from '../../../components/ui/admin-queue';
import { messageOf } from '../../../lib/api-client';
import { useReviewRegistration } from '../api/registrations';

export function useRegistrationDecision(
  registration: { id: string; venue_name: string | null },
  onOutcome: (outcome: QueueOutcome) => void,
) {
  const review = useReviewRegistration();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = registration.venue_name || 'Untitled venue';

  const approve = () =>
    // A promise, not per-call callbacks: a queue's row leaves the list when the queue refreshes.
    review.mutateAsync({ id: registration.id, decision: 'approve' }).then(
      () => onOutcome({ kind: 'ok', text: `Approved: ${name} is live.` }),
      (error: unknown) => onOutcome({ kind: 'error', text: messageOf(error, 'Error approving registration') }),
    );
  const reject = () => {
    if (reason.trim().length < 3) {
      setReasonError('Please give the reason for rejecting: the owner will read it');
      return;
    }
    review.mutateAsync({ id: registration.id, decision: 'reject', reason: reason.trim() }).then(
      () => onOutcome({ kind: 'ok', text: `Rejected: ${name}. The owner has been e-mailed the reason.` }),
      (error: unknown) => onOutcome({ kind: 'error', text: messageOf(error, 'Error rejecting registration') }),
    );
  };
  const changeReason = (value: string) => {
    setReason(value);
    setReasonError(null);
  };

  return {
    name,
    pending: review.isPending,
    rejecting,
    setRejecting,
    reason,
    reasonError,
    changeReason,
    approve,
    reject,
  };
}
