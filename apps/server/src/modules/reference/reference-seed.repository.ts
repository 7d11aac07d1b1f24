import { notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { buildCountries, buildRegions, buildStates, REASONS, SCHOOL_SIZES } from "./reference.data.ts";
import { countries, reasons, regionCountries, regions, schoolSizes, states, timezones } from "./reference.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const BATCH = 2000;
const LOCK_KEY = 7_310_001; // pg_advisory_xact_lock key: one seeder at a time across instances

/**
 * The data version is kept as the comment of the countries table, so no extra table is needed.
 * One cheap query tells whether this version is already in place.
 */
export async function storedVersion(db: Db | Tx): Promise<string | null> {
  const result = await db.execute<{ version: string | null; seeded: boolean }>(
    sql`select obj_description('countries'::regclass, 'pg_class') as version,
               exists (select 1 from countries) as seeded`,
  );
  const row = (result as unknown as { rows: { version: string | null; seeded: boolean }[] }).rows[0];
  return row?.seeded ? (row.version ?? null) : null;
}

function chunks<T>(rows: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** The reference lists to store (reference.data.ts). */
export interface ReferenceData {
  countryRows: ReturnType<typeof buildCountries>;
  stateRows: ReturnType<typeof buildStates>;
  timezoneRows: string[];
  regionRows: ReturnType<typeof buildRegions>;
  schoolSizes: typeof SCHOOL_SIZES;
  reasons: typeof REASONS;
}

/**
 * Upserts every reference list in one transaction (one seeder at a time across instances) and records the
 * version; does nothing when another instance stored this version meanwhile. Rows are never deleted
 * (partners and events reference them), time zones no longer listed aside.
 */
export async function writeReferenceData(db: Db, data: ReferenceData, version: string): Promise<void> {
  const { countryRows, stateRows, timezoneRows, regionRows } = data;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    if ((await storedVersion(tx)) === version) return; // another instance did it

    const countryIds = new Map<string, number>();
    for (const batch of chunks(countryRows)) {
      const saved = await tx
        .insert(countries)
        .values(batch)
        .onConflictDoUpdate({
          target: countries.code,
          set: { name: sql`excluded.name`, phone_code: sql`excluded.phone_code` },
        })
        .returning({ id: countries.id, code: countries.code });
      for (const c of saved) countryIds.set(c.code, c.id);
    }

    const stateValues = stateRows.flatMap((s) => {
      const country_id = countryIds.get(s.country_code);
      return country_id ? [{ country_id, code: s.code, name: s.name }] : [];
    });
    for (const batch of chunks(stateValues)) {
      await tx
        .insert(states)
        .values(batch)
        .onConflictDoUpdate({ target: [states.country_id, states.code], set: { name: sql`excluded.name` } });
    }

    await tx
      .insert(timezones)
      .values(timezoneRows.map((name) => ({ name })))
      .onConflictDoNothing();
    // Nothing references time zones by key, so names no longer listed (old aliases) can go.
    await tx.delete(timezones).where(notInArray(timezones.name, timezoneRows));

    await tx
      .insert(regions)
      .values(regionRows.map((r) => ({ name: r.name })))
      .onConflictDoNothing();
    const regionIds = new Map(
      (await tx.select({ id: regions.id, name: regions.name }).from(regions)).map((r) => [r.name, r.id]),
    );
    const links = regionRows.flatMap((r) =>
      r.country_codes.flatMap((code) => {
        const region_id = regionIds.get(r.name);
        const country_id = countryIds.get(code);
        return region_id && country_id ? [{ region_id, country_id }] : [];
      }),
    );
    await tx.insert(regionCountries).values(links).onConflictDoNothing();

    await tx
      .insert(schoolSizes)
      .values(data.schoolSizes)
      .onConflictDoUpdate({
        target: schoolSizes.name,
        set: { min_students: sql`excluded.min_students`, max_students: sql`excluded.max_students` },
      });

    const reasonValues = Object.entries(data.reasons).flatMap(([kind, names]) =>
      names.map((name, position) => ({ kind, name, position })),
    );
    await tx
      .insert(reasons)
      .values(reasonValues)
      .onConflictDoUpdate({ target: [reasons.kind, reasons.name], set: { position: sql`excluded.position` } });

    await tx.execute(sql.raw(`comment on table countries is '${version.replaceAll("'", "''")}'`));
  });
}
