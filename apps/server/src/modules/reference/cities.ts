import { createRequire } from "node:module";

/** Cities come straight from the country-state-city package, kept in memory once first asked for. */
export const MAX_CITIES = 100;

type CityTuple = [name: string, countryCode: string, stateCode: string, latitude: string, longitude: string];
interface IndexedCity {
  name: string;
  key: string; // folded name for searching
}

const require = createRequire(import.meta.url);
let index: Map<string, IndexedCity[]> | undefined;

/** Lower case without accents, so "sao" finds "São Paulo". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

function cityIndex(): Map<string, IndexedCity[]> {
  if (index) return index;
  const rows = require("country-state-city/lib/cjs/assets/city.json") as CityTuple[];
  const built = new Map<string, IndexedCity[]>();
  for (const [name, countryCode, stateCode] of rows) {
    const key = `${countryCode}|${stateCode}`;
    let list = built.get(key);
    if (!list) {
      list = [];
      built.set(key, list);
    }
    list.push({ name, key: fold(name) });
  }
  for (const list of built.values()) list.sort((a, b) => a.name.localeCompare(b.name, "en"));
  index = built;
  return built;
}

/**
 * Up to `limit` city names of a state, by name; with search text, names containing it,
 * those starting with it first.
 */
export function findCities(countryCode: string, stateCode: string, searchText?: string, limit = MAX_CITIES): string[] {
  const all = cityIndex().get(`${countryCode}|${stateCode}`) ?? [];
  const needle = searchText ? fold(searchText) : "";
  if (!needle) return all.slice(0, limit).map((c) => c.name);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const city of all) {
    const at = city.key.indexOf(needle);
    if (at === 0) starts.push(city.name);
    else if (at > 0) contains.push(city.name);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}

/** Every city name of a state (for the demo world generator). */
export function citiesOfState(countryCode: string, stateCode: string): string[] {
  return (cityIndex().get(`${countryCode}|${stateCode}`) ?? []).map((c) => c.name);
}
