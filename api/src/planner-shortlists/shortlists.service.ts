// A signed-in planner's saved shortlists: several, named (one per event), each an ordered set of
// at most MAX_BRIEF_VENUES published venues. The browser's brief merges into one on sign-in by
// adding its venues: those already there are not repeated, so a merge sent twice changes nothing,
// and a request that would take a shortlist over the cap adds none of its venues and says so.
// A planner reaches only their own shortlists; another's answers as not found.
import { Injectable } from '@nestjs/common';
import { MAX_BRIEF_VENUES, MAX_SHORTLISTS_PER_PLANNER } from '@venue-finder/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../kernel/clock';
import type { SessionUser } from '../kernel/session-user';
import { toQueuePageView } from '../kernel/queue-page.dto';
import { VenueSelection } from '../kernel/venue-selection';
import { ShortlistException } from './shortlist.exception';
import { ShortlistRepository, type StoredShortlist } from './shortlist.repository';
import {
  type CreateShortlistRequest,
  type ShortlistsPage,
  type ShortlistVenuesAdded,
  type ShortlistView,
  toShortlistSummaryView,
  toShortlistView,
} from './shortlists.dto';

@Injectable()
export class ShortlistsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly shortlists: ShortlistRepository,
    private readonly selection: VenueSelection,
    private readonly clock: Clock,
  ) {}

  async list(planner: SessionUser, page: { limit: number; cursor?: string }): Promise<ShortlistsPage> {
    const found = await this.shortlists.pageOf(planner.id, { limit: page.limit, cursor: page.cursor });
    return { ...toQueuePageView(found, page.limit), shortlists: found.rows.map(toShortlistSummaryView) };
  }

  async read(planner: SessionUser, id: string): Promise<ShortlistView> {
    return toShortlistView(await this.existing(planner, id));
  }

  async create(planner: SessionUser, request: CreateShortlistRequest): Promise<ShortlistView> {
    const venueIds = request.venue_ids ?? [];
    await this.publishedVenues(venueIds);
    const now = this.clock.now();
    const id = await this.dataSource.transaction(async (tx) => {
      if ((await this.shortlists.lockAndCount(tx, planner.id)) >= MAX_SHORTLISTS_PER_PLANNER)
        throw ShortlistException.tooManyShortlists();
      const created = await this.shortlists.insert(tx, planner.id, request.name, now);
      await this.shortlists.appendVenues(tx, created, venueIds, now);
      return created;
    });
    return this.read(planner, id);
  }

  async rename(planner: SessionUser, id: string, name: string): Promise<ShortlistView> {
    if (!(await this.shortlists.rename(planner.id, id, name, this.clock.now()))) throw ShortlistException.notFound(id);
    return this.read(planner, id);
  }

  async delete(planner: SessionUser, id: string): Promise<void> {
    if (!(await this.shortlists.delete(planner.id, id))) throw ShortlistException.notFound(id);
  }

  /** Adds the venues not already in the shortlist, after those there; all of them, or none when over the cap. */
  async addVenues(planner: SessionUser, id: string, venueIds: readonly string[]): Promise<ShortlistVenuesAdded> {
    // Venues already there are not checked again: one unpublished since it was added stays.
    const before = new Set((await this.existing(planner, id)).venueIds);
    const checking = venueIds.filter((venueId) => !before.has(venueId));
    await this.publishedVenues(checking, (index) => venueIds.indexOf(checking[index]!));
    const now = this.clock.now();
    const added = await this.dataSource.transaction(async (tx) => {
      const shortlist = await this.lockedShortlist(tx, planner, id);
      const present = new Set(shortlist.venueIds);
      const adding = venueIds.filter((venueId) => !present.has(venueId));
      if (present.size + adding.length > MAX_BRIEF_VENUES)
        throw ShortlistException.tooManyVenues(present.size, adding.length);
      return this.shortlists.appendVenues(tx, id, adding, now);
    });
    return { ...(await this.read(planner, id)), added };
  }

  /** Removing a venue the shortlist does not hold changes nothing (a repeated removal is harmless). */
  async removeVenue(planner: SessionUser, id: string, venueId: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await this.lockedShortlist(tx, planner, id);
      await this.shortlists.removeVenue(tx, id, venueId, this.clock.now());
    });
  }

  private async existing(planner: SessionUser, id: string): Promise<StoredShortlist> {
    const shortlist = await this.shortlists.find(planner.id, id);
    if (!shortlist) throw ShortlistException.notFound(id);
    return shortlist;
  }

  private async lockedShortlist(tx: EntityManager, planner: SessionUser, id: string): Promise<StoredShortlist> {
    const shortlist = await this.shortlists.find(planner.id, id, { db: tx, forUpdate: true });
    if (!shortlist) throw ShortlistException.notFound(id);
    return shortlist;
  }

  /** Refuses unknown and unpublished venues; `positionOf` gives each one's index in the request. */
  private async publishedVenues(
    venueIds: readonly string[],
    positionOf: (index: number) => number = (index) => index,
  ): Promise<void> {
    if (venueIds.length > 0) await this.selection.published(venueIds, (index) => `venue_ids.${positionOf(index)}`);
  }
}
