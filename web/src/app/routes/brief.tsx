// /v2/brief (the brief, optionally adding ?ids=a,b; a signed-in planner's shows which saved shortlist
// it is) and /v2/enquire/thank-you (its confirmation).
import { BriefPage } from '../../features/brief/components/brief-page';
import { ThankYouPage } from '../../features/brief/components/thank-you-page';
import { ShortlistPicker } from '../../features/shortlists/components/shortlist-picker';
import { ShortlistSync } from '../../features/shortlists/components/shortlist-sync';

export function BriefRoute() {
  return (
    <>
      <ShortlistSync />
      <BriefPage savedShortlist={<ShortlistPicker />} />
    </>
  );
}

export function EnquiryThankYouRoute() {
  // Sending keeps a planner's shortlist saved: the sync hears the brief was sent, not cleared.
  return (
    <>
      <ShortlistSync sent />
      <ThankYouPage />
    </>
  );
}
