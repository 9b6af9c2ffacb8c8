// The detail view of a venue as GET /api/v2/venues/{idOrSlug} answers it: the visitor spec's
// field list. Types only, importing only types, so the web app can share it (the API builds it
// in api/src/venues/venue-detail.dto.ts).
import type { VenueDetails } from './venue-details.js';
import type { EventType } from './enquiries.js';
import type { RoomLayout, VenueCard, VenueStatus } from './search-schema.js';

export type { NearbyPlace, NearbyStation } from './venue-details.js';

export interface LatLng {
  lat: number;
  lng: number;
}

export type SocialNetwork = keyof NonNullable<VenueDetails['social_media']>;
export type AccessibilityFact = keyof VenueDetailView['accessibility_facts'];

/** A planner's review after a confirmed booking, shown once an administrator approved it. */
export interface PlannerReviewView {
  /** 1 to 5 stars. */
  rating: number;
  text: string;
  event_type: EventType | null;
  /** YYYY-MM: the month of the event, as "Conference, March 2027". */
  event_month: string;
}

export type VenueDetailView = VenueCard &
  Omit<VenueDetails, 'rooms' | 'venue_size_sqft' | 'ceiling_height_ft' | 'directions_links'> & {
    city_slug: string;
    city_name: string;
    categories: string[];
    venue_type: string;
    status: VenueStatus;
    seo: { noindex: boolean; title: string; description: string };
    quality_score: number | null;
    hero_image_url: string | null;
    description_short: string;
    description_long: string;
    short_description: string;
    capacity_overall_max: number;
    capacity_seated: number | null;
    capacity_standing: number | null;
    capacity_by_setup: Record<string, number>;
    /** The headline capacities of the detail view (cabaret and reception are in capacity_by_setup). */
    capacities: Record<Exclude<RoomLayout, 'cabaret' | 'reception'>, number | null>;
    rooms: NonNullable<VenueDetails['rooms']>;
    venue_size_sqft: number | null;
    ceiling_height_ft: number | null;
    catering_options: {
      on_site_catering: boolean;
      restaurant_on_site: boolean;
      bar_available: boolean;
      special_dietary: string[];
      catering_notes: string;
    } | null;
    equipment_list: string[];
    event_types_supported: string[];
    styles: string[];
    amenities: string[];
    seating_layouts: string[];
    bedroom_facilities: string[];
    bedrooms_total: number;
    chain: string | null;
    accessibility_facts: Record<
      | 'wheelchair_accessible'
      | 'step_free_access'
      | 'accessible_toilet'
      | 'hearing_loop'
      | 'lift'
      | 'accessible_parking',
      boolean
    >;
    review_count: number;
    /** Approved reviews from planners who booked through Venue Finder, newest first (the latest 10). */
    planner_reviews: PlannerReviewView[];
    address: { line1: string; line2: string; postcode: string; city: string; country: string };
    geo: { lat: number; lng: number } | null;
    directions_links: { google_maps: string; apple_maps: string; waze: string; uber: string } | null;
    pricing: { day_rate: number | null; hour_rate: number | null; person_rate: number | null; currency: 'GBP' };
    pricing_display: string | null;
    starting_price_gbp: number | null;
    contact: { email: string | null; phone: string | null };
    website: string | null;
    updated_at: string;
  };
