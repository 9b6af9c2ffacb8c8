// The built-in answerer on where the venues are: addresses, nearest stations, the distances
// between venues and from a postcode the planner names (straight-line distances).
import { haversineKm } from '@venue-finder/core';
import { km, names, withLines } from './answer-format';
import type { QuestionOrigin } from './builtin-answerer';
import type { StationMode } from './question-reading';
import type { StationFact, VenueFacts } from './venue-facts';

const MODES: Record<StationMode, { what: string; modes: string[] | null }> = {
  any: { what: 'a station', modes: null },
  train: {
    what: 'a train station',
    modes: ['rail', 'underground', 'overground', 'elizabeth_line', 'dlr', 'subway', 'metro'],
  },
  tram: { what: 'a tram stop', modes: ['tram'] },
  underground: { what: 'an Underground station', modes: ['underground', 'subway'] },
};

const stationText = (s: StationFact) =>
  `${s.name} (${s.type}), ${Number.isFinite(s.distance_km) ? km(s.distance_km) : 'distance not listed'}` +
  (Number.isFinite(s.walk_minutes) ? `, about a ${s.walk_minutes} min walk` : '');

const nearest = (v: VenueFacts, mode: StationMode = 'any') =>
  [...v.nearest_stations]
    .filter((s) => Number.isFinite(s.distance_km) && (MODES[mode].modes?.includes(s.mode) ?? true))
    .sort((a, b) => a.distance_km - b.distance_km)[0];

export function stationsAnswer(venues: VenueFacts[], mode: StationMode): string {
  const { what } = MODES[mode];
  const nearestOf = (v: VenueFacts) => nearest(v, mode);
  const ranked = venues
    .filter((v) => nearestOf(v))
    .sort((a, b) => nearestOf(a)!.distance_km - nearestOf(b)!.distance_km);
  const lines = [
    ...ranked.map((v) => `${v.name}: ${stationText(nearestOf(v)!)}`),
    ...venues.filter((v) => !nearestOf(v)).map((v) => `${v.name}: no ${what.replace(/^an? /, '')} listed within 5 km`),
  ];
  const top = ranked[0];
  if (!top) return withLines(`None of these venues has ${what} listed nearby.`, lines);
  return withLines(`${top.name} is closest to ${what}: ${stationText(nearestOf(top)!)}.`, lines);
}

export function locationAnswer(venues: VenueFacts[]): string {
  return withLines(
    'Where each venue is:',
    venues.map((v) => {
      const station = nearest(v);
      return `${v.name}: ${v.address || v.city}${station ? `; nearest station ${stationText(station)}` : ''}`;
    }),
  );
}

export function distanceBetweenAnswer(venues: VenueFacts[]): string {
  const located = venues.filter((v) => v.geo);
  if (located.length < 2) {
    return 'I can’t work out the distances: fewer than two of these venues have a location listed.';
  }
  const pairs = located.flatMap((a, i) =>
    located.slice(i + 1).map((b) => ({ a, b, distance: haversineKm(a.geo!, b.geo!) })),
  );
  pairs.sort((x, y) => x.distance - y.distance);
  const unlocated = venues.filter((v) => !v.geo).map((v) => v.name);
  return (
    withLines(
      'Straight-line distances between the venues, nearest pair first:',
      pairs.map(({ a, b, distance }) => `${a.name} to ${b.name}: ${km(distance)}`),
    ) + (unlocated.length ? `\nNo location is listed for ${names(unlocated)}.` : '')
  );
}

export function distanceToOriginAnswer(origin: QuestionOrigin | undefined, venues: VenueFacts[]): string {
  if (!origin) return 'I couldn’t find the place you mention. Try a full UK postcode, such as EC2A 3BP.';
  if ('failure' in origin) return origin.failure;
  const located = venues
    .filter((v) => v.geo)
    .map((v) => ({ v, distance: haversineKm(origin, v.geo!) }))
    .sort((a, b) => a.distance - b.distance);
  const lines = [
    ...located.map(({ v, distance }) => `${v.name}: ${km(distance)}`),
    ...venues.filter((v) => !v.geo).map((v) => `${v.name}: no location listed`),
  ];
  const top = located[0];
  if (!top)
    return withLines(`None of these venues has a location listed, so I can’t measure from ${origin.label}.`, lines);
  return withLines(`${top.v.name} is closest to ${origin.label}: ${km(top.distance)} in a straight line.`, lines);
}
