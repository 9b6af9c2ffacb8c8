// The resident index's venues by where they are, for radius searches: each venue's ordinal in a
// cell of a tenth of a degree of latitude by a tenth of longitude, so a search near a point tests
// only the venues in the cells its radius reaches instead of every venue (at 100,000 venues,
// testing them all took most of a radius search's time; BENCHMARKS.md). The exact test (the
// chord, as earthdistance measures it) still decides; the cells only choose whom to test, so they
// may hold more, never fewer. Ordinals are taken in as the index gives them out (never reused);
// a dead one stays in its cell until the copy is read whole again, and the filter drops it.
import { EARTH_RADIUS_M } from './earthdistance';

const CELL_DEGREES = 0.1;
/** A degree of latitude (of a great circle) on earthdistance's sphere, in km. */
const KM_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_M) / 1000 / 360;
const DEGREES = 180 / Math.PI;

const cell = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
/** One number per cell: latitude cells from -900, longitude cells from -1800. */
const key = (latCell: number, lngCell: number) => (latCell + 900) * 4000 + (lngCell + 1800);

export class GeoCells {
  private readonly cells = new Map<number, number[]>();
  /** Ordinals below this are in their cells. */
  private upTo = 0;

  /**
   * The ordinals (ascending) of every venue that may lie within `km` of the point, among the
   * first `n` of the index's points (x, y, z by ordinal: earthPoint's, NaN without one); null
   * when the radius reaches a pole or the antimeridian (then every venue is to be tested). `room`
   * gives the array to write them in, at least as long as asked (at most n: a venue is in one cell).
   */
  near(
    lat: number,
    lng: number,
    km: number,
    n: number,
    x: number[],
    y: number[],
    z: number[],
    room: (length: number) => Int32Array = (length) => new Int32Array(length),
  ): Int32Array | null {
    this.takeIn(n, x, y, z);
    const latSpan = km / KM_PER_DEGREE;
    const farthestLat = Math.abs(lat) + latSpan;
    if (farthestLat >= 89) return null;
    const lngSpan = latSpan / Math.cos(farthestLat / DEGREES);
    if (Math.abs(lng) + lngSpan >= 180) return null;
    // One cell more on each side: a point on a cell's edge is never missed to rounding.
    const lats = [cell(lat - latSpan) - 1, cell(lat + latSpan) + 1];
    const lngs = [cell(lng - lngSpan) - 1, cell(lng + lngSpan) + 1];
    const lists: number[][] = [];
    let total = 0;
    for (let a = lats[0]!; a <= lats[1]!; a++) {
      for (let b = lngs[0]!; b <= lngs[1]!; b++) {
        const list = this.cells.get(key(a, b));
        if (list) {
          lists.push(list);
          total += list.length;
        }
      }
    }
    const ordinals = room(total).subarray(0, total);
    let at = 0;
    for (const list of lists) for (let i = 0; i < list.length; i++) ordinals[at++] = list[i]!;
    return ordinals.sort();
  }

  private takeIn(n: number, x: number[], y: number[], z: number[]): void {
    for (let o = this.upTo; o < n; o++) {
      if (Number.isNaN(z[o]!)) continue;
      const lat = Math.asin(Math.max(-1, Math.min(1, z[o]! / EARTH_RADIUS_M))) * DEGREES;
      const lng = Math.atan2(y[o]!, x[o]!) * DEGREES;
      const k = key(cell(lat), cell(lng));
      let list = this.cells.get(k);
      if (!list) this.cells.set(k, (list = []));
      list.push(o);
    }
    this.upTo = Math.max(this.upTo, n);
  }
}
