// The venues a planner picked — for a brief, an enquiry, a comparison or a venue pack — loaded
// and checked in one place: each must exist and be published, and a refusal names the ids that
// are not, against the request field that carried them.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Venue } from '@venue-finder/core';
import { In, type Repository } from 'typeorm';
import { DomainException } from '../common/domain.exception';

export enum VenueSelectionErrorCode {
  VenuesUnavailable = 'VENUES_UNAVAILABLE',
}

export class VenueSelectionException extends DomainException<VenueSelectionErrorCode> {
  static unavailable(problems: { field: string; id: string; reason: 'unknown' | 'unpublished' }[]) {
    const describe = (p: (typeof problems)[number]) =>
      p.reason === 'unknown' ? `no venue has the id ${p.id}` : `the venue ${p.id} is not published`;
    const count = problems.length === 1 ? 'One venue' : `${problems.length} venues`;
    return new VenueSelectionException(
      VenueSelectionErrorCode.VenuesUnavailable,
      'invalid',
      `${count} cannot be used: ${problems.map(describe).join('; ')}.`,
      Object.fromEntries(problems.map((p) => [p.field, describe(p).replace(/^./, (c) => c.toUpperCase())])),
    );
  }
}

@Injectable()
export class VenueSelection {
  constructor(@InjectRepository(Venue) private readonly venues: Repository<Venue>) {}

  /**
   * The published venues with these ids, in the order given. `fieldOf(i)` names the input that
   * carried the i-th id (e.g. 'items.2.venue_id'), for the `fields` of a refusal.
   */
  async published(ids: readonly string[], fieldOf: (index: number) => string): Promise<Venue[]> {
    const wanted = ids.map((id) => id.toLowerCase());
    const found = new Map(
      (await this.venues.findBy({ id: In([...new Set(wanted)]) })).map((venue) => [venue.id, venue] as const),
    );
    const problems = wanted.flatMap((id, index) => {
      const venue = found.get(id);
      if (venue?.status === 'published') return [];
      return [{ field: fieldOf(index), id, reason: venue ? ('unpublished' as const) : ('unknown' as const) }];
    });
    if (problems.length > 0) throw VenueSelectionException.unavailable(problems);
    return wanted.map((id) => found.get(id)!);
  }
}
