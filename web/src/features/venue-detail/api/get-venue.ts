// GET /api/v2/venues/{idOrSlug}: one venue's detail view.
import { useAbortableQuery } from '../../../lib/use-abortable-query';
import { apiGet } from '../../../lib/api-client';

/**
 * The part of the API's venue detail this page shows so far. Everything beyond the list view is
 * optional: owners fill venues in over time.
 */
export interface VenueDetail {
  id: string;
  slug: string;
  display_name: string;
  name: string;
  city: string;
  city_slug?: string;
  primary_category?: string;
  status?: 'draft' | 'review' | 'published';
  seo?: { noindex?: boolean };
  quality_score?: number | null;
  rating?: number | null;
  hero_image_url?: string | null;
  photo_main?: string | null;
  images?: string[];
  description_short?: string;
  capacity?: { min: number; max: number };
  capacity_overall_max?: number | null;
  pricing?: { day_rate: number | null; hour_rate: number | null; currency: string } | null;
  address?: { line1?: string; line2?: string; postcode?: string; country?: string } | null;
}

export function getVenue(idOrSlug: string, signal?: AbortSignal): Promise<VenueDetail> {
  return apiGet<VenueDetail>(`/api/v2/venues/${encodeURIComponent(idOrSlug)}`, { signal });
}

export function useVenue(idOrSlug: string) {
  return useAbortableQuery(`venue:${idOrSlug}`, (signal) => getVenue(idOrSlug, signal));
}
