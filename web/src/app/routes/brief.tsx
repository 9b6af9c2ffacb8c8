// /v2/brief (the brief, optionally adding ?ids=a,b) and /v2/enquire/thank-you (its confirmation).
import { BriefPage } from '../../features/brief/components/brief-page';
import { ThankYouPage } from '../../features/brief/components/thank-you-page';

export function BriefRoute() {
  return <BriefPage />;
}

export function EnquiryThankYouRoute() {
  return <ThankYouPage />;
}
