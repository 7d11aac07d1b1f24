import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ReasonKind } from "./reference.data.ts";
import { countries, reasons, regionCountries, regions, schoolSizes, states, timezones } from "./reference.table.ts";

export function createReferenceRepository(db: Db) {
  return {
    listCountries() {
      return db
        .select({ id: countries.id, name: countries.name, code: countries.code, phone_code: countries.phone_code })
        .from(countries)
        .orderBy(asc(countries.name));
    },

    listStates(countryId: number) {
      return db
        .select({ id: states.id, name: states.name, code: states.code })
        .from(states)
        .where(eq(states.country_id, countryId))
        .orderBy(asc(states.name));
    },

    /** The state's own code and its country's alpha-2 code (to find its cities), or undefined. */
    async findStateCodes(stateId: number): Promise<{ state_code: string; country_code: string } | undefined> {
      const [row] = await db
        .select({ state_code: states.code, country_code: countries.code })
        .from(states)
        .innerJoin(countries, eq(countries.id, states.country_id))
        .where(eq(states.id, stateId))
        .limit(1);
      return row;
    },

    async listTimezoneNames(): Promise<string[]> {
      const rows = await db.select({ name: timezones.name }).from(timezones).orderBy(asc(timezones.name));
      return rows.map((r) => r.name);
    },

    async listRegions(): Promise<{ id: number; name: string; country_ids: number[] }[]> {
      const [regionRows, links] = await Promise.all([
        db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.name)),
        db
          .select({ region_id: regionCountries.region_id, country_id: regionCountries.country_id })
          .from(regionCountries)
          .orderBy(asc(regionCountries.region_id), asc(regionCountries.country_id)),
      ]);
      const byRegion = new Map<number, number[]>();
      for (const link of links) {
        const list = byRegion.get(link.region_id) ?? [];
        list.push(link.country_id);
        byRegion.set(link.region_id, list);
      }
      return regionRows.map((r) => ({ ...r, country_ids: byRegion.get(r.id) ?? [] }));
    },

    listSchoolSizes() {
      return db
        .select({ id: schoolSizes.id, name: schoolSizes.name })
        .from(schoolSizes)
        .orderBy(asc(schoolSizes.min_students));
    },

    /** Which of these rows exist: a country, a state (with its country) and a school size, each when asked. */
    async findPlaces(ids: { countryId?: number; stateId?: number; schoolSizeId?: number }) {
      const one = <T>(rows: Promise<T[]>) => rows.then((r) => r[0]);
      const [country, state, schoolSize] = await Promise.all([
        ids.countryId
          ? one(db.select({ id: countries.id }).from(countries).where(eq(countries.id, ids.countryId)))
          : undefined,
        ids.stateId
          ? one(db.select({ country_id: states.country_id }).from(states).where(eq(states.id, ids.stateId)))
          : undefined,
        ids.schoolSizeId
          ? one(db.select({ id: schoolSizes.id }).from(schoolSizes).where(eq(schoolSizes.id, ids.schoolSizeId)))
          : undefined,
      ]);
      return {
        country: country !== undefined,
        stateCountryId: state?.country_id,
        schoolSize: schoolSize !== undefined,
      };
    },

    listReasons(kind: ReasonKind) {
      return db
        .select({ id: reasons.id, name: reasons.name })
        .from(reasons)
        .where(eq(reasons.kind, kind))
        .orderBy(asc(reasons.position), asc(reasons.id));
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
