// What the venues module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { ownerFieldsOf, venueFromRegistration, venuePatchFor } from './owner-venue-fields';
export type { EditableField } from './owner-venue-fields';
export { mapVenueDetail } from './venue-detail.dto';
export type { VenueDetailView } from './venue-detail.dto';
export { SuggestionsResult } from './venue-response.dto';
export { MAX_PAGE } from './venue-search.dto';
export { VenueException } from './venue.exception';
export { VenueRepository } from './venue.repository';
