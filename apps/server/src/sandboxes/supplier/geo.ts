/** Great-circle helpers for the sandbox generator (distances in km). */

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point `km` away from (lat, lon) on bearing `bearingRad` (small-distance approximation). */
export function offsetPoint(
  lat: number,
  lon: number,
  km: number,
  bearingRad: number,
): { lat: number; lon: number } {
  const dLat = (km * Math.cos(bearingRad)) / 111.32;
  const dLon = (km * Math.sin(bearingRad)) / (111.32 * Math.cos(lat * RAD));
  return { lat: Math.round((lat + dLat) * 1e6) / 1e6, lon: Math.round((lon + dLon) * 1e6) / 1e6 };
}

/** Typical airliner block time: taxi + climb/descent allowance + cruise at ~800 km/h, to 5 min. */
export function blockMinutesFor(km: number): number {
  return Math.round((35 + (km / 800) * 60) / 5) * 5;
}
