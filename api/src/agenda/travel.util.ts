import { TRAVEL_SPEED_KMH } from '@creneau/contracts';

export interface Position {
  latitude: number | null;
  longitude: number | null;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * Minutes to keep between visits at two listings: straight-line distance at an urban speed, never
 * less than the agency's minimum (also used when a position is unknown). No map service is called.
 */
export function travelMinutes(from: Position, to: Position, minMinutes: number): number {
  if (from.latitude === null || from.longitude === null || to.latitude === null || to.longitude === null) {
    return minMinutes;
  }
  const km = haversineKm(
    { latitude: from.latitude, longitude: from.longitude },
    { latitude: to.latitude, longitude: to.longitude },
  );
  return Math.max(minMinutes, Math.ceil((km / TRAVEL_SPEED_KMH) * 60));
}
