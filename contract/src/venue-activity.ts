// What visitors do with a venue that its owner's analytics count (issue #36): the web app
// reports these through the activity beacon (`POST /api/v2/activity`), and the api counts them
// per venue per day. Enquiries, proposals and acceptances are not reported: the api reads them
// from the enquiry tables.

/** view: the venue page shown; appearance: the venue on a results page shown; the other two: added by the visitor. */
export const VENUE_ACTIVITY_KINDS = ['view', 'appearance', 'brief_addition', 'comparison'] as const;
export type VenueActivityKind = (typeof VENUE_ACTIVITY_KINDS)[number];

/** Events one beacon may carry (a results page shows 20 venues; a map view a few more). */
export const MAX_ACTIVITY_EVENTS = 100;

/** The periods the owner may look over, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
