import { Inject, Injectable } from '@nestjs/common';
import { SEARCH_ENGINE, type SearchEngine, type VenueSearchQuery, type VenueSearchResult } from '@venue-finder/core';
import { ApiConfig } from '../config/api-config';
import { mapVenueDetail, type VenueDetailView } from './venue-detail.dto';
import { VenueException } from './venue.exception';
import { VenueRepository } from './venue.repository';

@Injectable()
export class VenuesService {
  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly venues: VenueRepository,
    private readonly config: ApiConfig,
  ) {}

  /** Published venues only: the engine's index holds nothing else. */
  search(query: VenueSearchQuery): Promise<VenueSearchResult> {
    return this.engine.search(query);
  }

  async detail(idOrSlug: string): Promise<VenueDetailView> {
    const venue = await this.venues.findByIdOrSlug(idOrSlug);
    if (!venue) throw VenueException.notFound(idOrSlug);
    return mapVenueDetail(venue, this.config.publicUrl);
  }
}
