// The long tail of a venue's detail view, stored as jsonb. Keys follow the API's snake_case so
// the detail view can pass them through; every field is optional because owners fill them in
// over time and enrichment adds some.

import type { RoomLayout } from './search-schema.js';

export interface VenueRoom {
  name: string;
  area_sqm: number | null;
  /** Derived by enrichment phase 1. */
  area_sqft?: number | null;
  capacities: Partial<Record<RoomLayout, number>>;
}

export interface NearbyPlace {
  type: string;
  name: string;
  distance_km: number;
  distance_mi: number;
  travel_time: string;
}

export interface NearbyStation {
  type: string;
  name: string;
  distance: string;
  walk_time: string;
  travel_time: string;
}

export interface VenueDetails {
  rooms?: VenueRoom[];
  features?: string[];
  space_specifications?: { total_space_m2?: number; ceiling_height_m?: number; licensed?: boolean; notes?: string };
  venue_size_sqm?: number;
  ceiling_height_m?: number;
  /** Derived by enrichment phase 1 (1 sqm = 10.764 sqft, 1 m = 3.281 ft). */
  venue_size_sqft?: number;
  ceiling_height_ft?: number;
  directions_links?: { google_maps: string; apple_maps: string; waze: string; uber: string };
  licensing_hours?: string;
  food_catering?: {
    available: boolean;
    restaurant_onsite: boolean;
    bar_onsite: boolean;
    dietary_options: string[];
    notes?: string;
  };
  av_equipment?: string[];
  suitable_for_events?: string[];
  unique_selling_points?: string[];
  venue_highlights?: string[];
  /** Free text beside the structured accessibility columns. */
  accessibility?: string;
  compliance?: string;
  access_public_transport?: string;
  parking_on_site?: boolean;
  parking_nearby?: string;
  parking_notes?: string;
  availability_lead_time_days?: number;
  check_in_time?: string;
  check_out_time?: string;
  hotel_services?: string[];
  nearby_transport?: NearbyPlace[];
  nearby_stations?: NearbyStation[];
  nearby_attractions?: NearbyPlace[];
  nearby_shopping?: NearbyPlace[];
  /**
   * Twelve searches a planner looking at this venue might make next (enrichment phase 2), each
   * finding this venue among others. Plain phrases were stored before searches carried their
   * query; they are searched as words until the venue's next phase-2 enrichment.
   */
  related_searches?: (RelatedSearch | string)[];
  guest_ratings?: {
    overall_rating: number;
    total_reviews: number;
    rating_breakdown: Record<string, number>;
    guest_types: Record<string, number>;
  };
  tripadvisor_rating?: number;
  tripadvisor_reviews?: number;
  restaurant_name?: string;
  restaurant_description?: string;
  social_media?: Partial<Record<'facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube', string>>;
  faqs?: { question: string; answer: string }[];
  owner_notes?: { availability?: string };
}

/** A related search: the words of its link, and the search the link opens. */
export interface RelatedSearch {
  /** e.g. 'Venues for 80 people in London'. */
  phrase: string;
  /** The search's parameters (those of /v2/venues and /api/v2/venues). */
  query: RelatedSearchQuery;
}

export type RelatedSearchQuery = {
  /** Words; only for a plain phrase stored before searches carried their filters. */
  q?: string;
  city?: string;
  category?: string;
  capacity?: number;
  styles?: string[];
  /** A postcode the search is near, with its radius. */
  near?: string;
  radius_km?: number;
  bedrooms_total_min?: number;
};
