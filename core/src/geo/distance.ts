// Distances on the Earth's surface: the one haversine the project uses, and the units it reports
// them in. Free of Node and database imports so the web app can share it.

/** A point in WGS84 degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

const RADIANS = Math.PI / 180;

/** Great-circle distance between two points, in km (haversine formula). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLng = (b.lng - a.lng) * RADIANS;
  const sinLat = Math.sin(dLat / 2);
  const sinLng = Math.sin(dLng / 2);
  const h = sinLat * sinLat + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * sinLng * sinLng;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

/** True for a finite latitude/longitude pair inside the valid ranges. */
export function isGeoPoint(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}
