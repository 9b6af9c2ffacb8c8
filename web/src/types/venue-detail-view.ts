// The venue shapes the API returns beyond the search vocabulary, shared with the API from
// core (a types-only module the web build can read; see vite.config.ts and tsconfig paths).
export type {
  AccessibilityFact,
  LatLng,
  NearbyPlace,
  RoomLayout,
  SocialNetwork,
  VenueDetailView,
} from '@venue-finder/core/venue-detail-view';
