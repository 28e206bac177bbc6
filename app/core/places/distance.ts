/** A point on the earth, in degrees. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

/** The mean earth radius (IUGG), in kilometres: the distance's error is under 0.5 %, far below a clause's grain. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance between two points in kilometres (haversine: stable for the short distances clauses use). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
