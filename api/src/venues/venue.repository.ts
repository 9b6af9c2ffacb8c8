import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ProgrammeStanding } from '@venue-finder/contract';
import {
  NO_CALENDAR,
  Venue,
  type VenueAvailabilityFacts,
  programmeStandings,
  venueAvailability,
} from '@venue-finder/core';
import type { Repository } from 'typeorm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class VenueRepository {
  constructor(@InjectRepository(Venue) private readonly venues: Repository<Venue>) {}

  /**
   * A published venue by id or slug: the public side never shows a draft or a venue in review
   * (its owner sees it in the portal, administrators in theirs), whoever has its link.
   */
  findByIdOrSlug(idOrSlug: string): Promise<Venue | null> {
    return this.venues.findOneBy(
      UUID.test(idOrSlug)
        ? { id: idOrSlug.toLowerCase(), status: 'published' }
        : { slug: idOrSlug.toLowerCase(), status: 'published' },
    );
  }

  /** The venue's standing in the verification programme, once it has verified anything. */
  async programmeOf(venueId: string): Promise<ProgrammeStanding | null> {
    return (await programmeStandings(this.venues.manager, [venueId])).get(venueId) ?? null;
  }

  /** Whether the owner keeps the venue's calendar, and the days it is taken (as search reads them). */
  async availabilityOf(venueId: string): Promise<VenueAvailabilityFacts> {
    return (await venueAvailability(this.venues.manager, [venueId])).get(venueId) ?? NO_CALENDAR;
  }

  /** Every published venue's slug and last change, for the sitemap. */
  /** How many venues are published: the sitemap's venue files are counted from it. */
  countPublished(): Promise<number> {
    return this.venues.countBy({ status: 'published' });
  }

  /** One page of published venues' slugs, in slug order (a sitemap file's worth). */
  publishedSlugs(page: { offset: number; limit: number }): Promise<{ id: string; slug: string; updatedAt: Date }[]> {
    return this.venues.find({
      select: { id: true, slug: true, updatedAt: true },
      where: { status: 'published' },
      order: { slug: 'ASC', id: 'ASC' },
      skip: page.offset,
      take: page.limit,
    });
  }
}
