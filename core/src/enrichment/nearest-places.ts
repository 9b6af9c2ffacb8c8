// A fixed grid over a list of places, built once, that answers "the k nearest within r km" by
// looking only at the cells around the point, ring by ring, instead of at every place. Each
// cell is at least `cellKm` across in both directions anywhere in the UK (longitude cells are
// sized for 60°N, where a degree is narrowest), so after ring n every unseen place is more than
// n × cellKm away and the search can stop.
import { EARTH_RADIUS_KM, type GeoPoint, haversineKm } from '../geo/distance';

export interface NearbyHit<T> {
  place: T;
  distanceKm: number;
}

/** A little under the true 111.2 km, so that cells are never smaller than `cellKm`. */
const KM_PER_DEGREE_LAT = 111.0;
const NARROWEST_LATITUDE = 60;
/** The great-circle distance is never less than the difference in latitude, at this many km a degree. */
const KM_PER_DEGREE_MERIDIAN = (Math.PI * EARTH_RADIUS_KM) / 180;
/** Cell keys pack row and column into one number; columns stay well inside ±OFFSET. */
const OFFSET = 1 << 20;

export class NearestPlaces<T extends GeoPoint> {
  private readonly latStep: number;
  private readonly lngStep: number;
  private readonly cells = new Map<number, T[]>();

  constructor(
    places: readonly T[],
    private readonly cellKm = 1,
  ) {
    this.latStep = cellKm / KM_PER_DEGREE_LAT;
    this.lngStep = cellKm / (KM_PER_DEGREE_LAT * Math.cos((NARROWEST_LATITUDE * Math.PI) / 180));
    for (const place of places) {
      const key = this.key(this.row(place.lat), this.column(place.lng));
      const cell = this.cells.get(key);
      if (cell) cell.push(place);
      else this.cells.set(key, [place]);
    }
  }

  /**
   * Up to `limit` places within `radiusKm` of the point, nearest first (ties in a fixed order, so
   * the answer is deterministic). `accept` can skip places.
   */
  nearest(point: GeoPoint, radiusKm: number, limit: number, accept?: (place: T) => boolean): NearbyHit<T>[] {
    const hits: NearbyHit<T>[] = [];
    if (limit <= 0) return hits;
    const row = this.row(point.lat);
    const column = this.column(point.lng);
    // A place within the radius can sit one ring further out than radius / cellKm when the point
    // lies at the edge of its own cell.
    const maxRing = Math.floor(radiusKm / this.cellKm) + 1;
    for (let ring = 0; ring <= maxRing; ring++) {
      this.visitRing(row, column, ring, (place) => {
        // A cheap exact bound first: most places in the outer rings are too far north or south.
        if (Math.abs(place.lat - point.lat) * KM_PER_DEGREE_MERIDIAN > radiusKm) return;
        if (accept && !accept(place)) return;
        const distanceKm = haversineKm(point, place);
        if (distanceKm <= radiusKm) hits.push({ place, distanceKm });
      });
      // Everything not yet seen lies beyond ring × cellKm: stop once the k-th hit is nearer.
      if (hits.length >= limit) {
        hits.sort(byDistance);
        if (hits[limit - 1]!.distanceKm <= ring * this.cellKm) break;
      }
    }
    hits.sort(byDistance);
    return hits.length > limit ? hits.slice(0, limit) : hits;
  }

  private visitRing(row: number, column: number, ring: number, visit: (place: T) => void): void {
    for (let r = row - ring; r <= row + ring; r++) {
      const edgeRow = r === row - ring || r === row + ring;
      // On the top and bottom edges every column; in between only the two side columns.
      const step = edgeRow || ring === 0 ? 1 : 2 * ring;
      for (let c = column - ring; c <= column + ring; c += step) {
        const cell = this.cells.get(this.key(r, c));
        if (cell) for (const place of cell) visit(place);
      }
    }
  }

  private row(lat: number): number {
    return Math.floor(lat / this.latStep);
  }

  private column(lng: number): number {
    return Math.floor(lng / this.lngStep);
  }

  private key(row: number, column: number): number {
    return row * 2 * OFFSET + (column + OFFSET);
  }
}

function byDistance<T>(a: NearbyHit<T>, b: NearbyHit<T>): number {
  return a.distanceKm - b.distanceKm;
}
