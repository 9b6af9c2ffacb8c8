// Distances as PostgreSQL's earthdistance measures them, for the resident index to answer radius
// searches exactly as the SQL did: points on its sphere (ll_to_earth), the straight line between
// them (the chord, which orders as the distance along the surface does), and back to kilometres
// (sec_to_gc). core/src/geo/distance.ts is the haversine for everything else.

/** The radius earthdistance takes for the earth, in metres (its earth()). */
export const EARTH_RADIUS_M = 6378168;

/** ll_to_earth(lat, lng): the point on earthdistance's sphere, in metres from its centre. */
export function earthPoint(lat: number, lng: number): [number, number, number] {
  const φ = (lat * Math.PI) / 180;
  const λ = (lng * Math.PI) / 180;
  return [
    EARTH_RADIUS_M * Math.cos(φ) * Math.cos(λ),
    EARTH_RADIUS_M * Math.cos(φ) * Math.sin(λ),
    EARTH_RADIUS_M * Math.sin(φ),
  ];
}

/**
 * The length of the straight line (dx, dy, dz): Math.hypot(dx, dy, dz), computed step for step as
 * V8 computes it (largest first, Kahan's sum of the squares scaled by it), so equal to the last bit
 * (earthdistance.spec.ts). Math.hypot is a builtin V8 does not inline: each call boxed its three
 * arguments and its answer and made an array for them, the most garbage a radius search made.
 */
export function chordLength(dx: number, dy: number, dz: number): number {
  const a = Math.abs(dx);
  const b = Math.abs(dy);
  const c = Math.abs(dz);
  let max = 0;
  if (a > max) max = a;
  if (b > max) max = b;
  if (c > max) max = c;
  if (max === Infinity) return Infinity;
  if (Number.isNaN(a) || Number.isNaN(b) || Number.isNaN(c)) return NaN;
  if (max === 0) return 0;
  // Unrolled: a loop over an array of the three would make the array.
  const x = a / max;
  const y = b / max;
  const z = c / max;
  let sum = x * x;
  let compensation = sum - 0 - x * x;
  let summand = y * y - compensation;
  let preliminary = sum + summand;
  compensation = preliminary - sum - summand;
  sum = preliminary;
  summand = z * z - compensation;
  preliminary = sum + summand;
  return Math.sqrt(preliminary) * max;
}

/** The distance along the earth's surface of a chord, in kilometres to one place (sec_to_gc). */
export function chordToKm(chord: number): number {
  const metres = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chord / (2 * EARTH_RADIUS_M)));
  return Math.round(metres / 100) / 10;
}

/** The chord of a distance along the surface: a venue within `km` has a chord at most this. */
export function kmToChord(km: number): number {
  const metres = km * 1000;
  return 2 * EARTH_RADIUS_M * Math.sin(metres / (2 * EARTH_RADIUS_M));
}
