// Screens that later releases deliver; each says so plainly.
import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export function BriefRoute() {
  return (
    <ComingSoonPage title="Your Brief">
      Sending one brief to get free proposals from your shortlisted venues is coming soon.
    </ComingSoonPage>
  );
}

export function EnquiryThankYouRoute() {
  return <ComingSoonPage title="Thank you">The enquiry confirmation page is coming soon.</ComingSoonPage>;
}
