import { createRequire } from "node:module";

/** Cities come straight from the country-state-city package, kept in memory once first asked for. */
export const MAX_CITIES = 100;

type CityTuple = [name: string, countryCode: string, stateCode: string, latitude: string, longitude: string];
interface IndexedCity {
  name: string;
  key: string; // folded name for searching
}

const require = createRequire(import.meta.url);
const collator = new Intl.Collator("en");
/** Raw names per "CC|SS"; each state's list is sorted and folded the first time it is asked for. */
let rawIndex: Map<string, string[]> | undefined;
const prepared = new Map<string, IndexedCity[]>();

/** Lower case without accents, so "sao" finds "São Paulo". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

function stateCities(countryCode: string, stateCode: string): IndexedCity[] {
  const key = `${countryCode}|${stateCode}`;
  const ready = prepared.get(key);
  if (ready) return ready;
  if (!rawIndex) {
    const rows = require("country-state-city/lib/cjs/assets/city.json") as CityTuple[];
    rawIndex = new Map();
    for (const [name, cc, sc] of rows) {
      const k = `${cc}|${sc}`;
      const list = rawIndex.get(k);
      if (list) list.push(name);
      else rawIndex.set(k, [name]);
    }
  }
  const list = (rawIndex.get(key) ?? [])
    .map((name) => ({ name, key: fold(name) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  prepared.set(key, list);
  return list;
}

/**
 * Up to `limit` city names of a state, by name; with search text, names containing it,
 * those starting with it first.
 */
export function findCities(countryCode: string, stateCode: string, searchText?: string, limit = MAX_CITIES): string[] {
  const all = stateCities(countryCode, stateCode);
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

/** Every city name of a state, sorted (for the demo world generator). */
export function citiesOfState(countryCode: string, stateCode: string): string[] {
  return stateCities(countryCode, stateCode).map((c) => c.name);
}
