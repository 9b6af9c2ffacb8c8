// What the verification programme's checklist is built from (contract's ProgrammeVenueFacts), as
// a venue's columns hold it: the api's programme and the demo data read venues alike.
import type { ProgrammeVenueFacts } from '@venue-finder/contract';
import type { Venue } from '../entities/venue.entity';

export function programmeFactsOf(venue: Venue): ProgrammeVenueFacts {
  return {
    capacities: {
      theatre: venue.capacityTheatre,
      classroom: venue.capacityClassroom,
      boardroom: venue.capacityBoardroom,
      u_shape: venue.capacityUShape,
      banquet: venue.capacityBanquet,
      cabaret: venue.capacityCabaret,
      reception: venue.capacityReception,
      standing: venue.capacityStanding,
    },
    accessibility: {
      wheelchair_accessible: venue.wheelchairAccessible,
      accessible_toilet: venue.accessibleToilet,
      lift: venue.lift,
      hearing_loop: venue.hearingLoop,
      accessible_parking: venue.accessibleParking,
    },
    equipment: venue.equipment,
    amenities: venue.amenities,
  };
}
