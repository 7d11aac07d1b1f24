import type { Db } from "../../db/client.ts";
import {
  buildCountries,
  buildRegions,
  buildStates,
  buildTimezones,
  REASONS,
  REFERENCE_DATA_VERSION,
  SCHOOL_SIZES,
} from "./reference.data.ts";
import { storedVersion, writeReferenceData } from "./reference-seed.repository.ts";

/**
 * Inserts or updates the reference lists (countries, states, time zones, regions, school sizes,
 * reasons). Idempotent: returns after one query when the current version is stored; otherwise
 * upserts everything in one transaction and records the version. Rows are never deleted
 * (partners and events reference them).
 */
export async function seedReferenceData(db: Db): Promise<void> {
  if ((await storedVersion(db)) === REFERENCE_DATA_VERSION) return;

  const countryRows = buildCountries();
  const stateRows = buildStates();
  const timezoneRows = buildTimezones();
  const regionRows = buildRegions();

  await writeReferenceData(
    db,
    { countryRows, stateRows, timezoneRows, regionRows, schoolSizes: SCHOOL_SIZES, reasons: REASONS },
    REFERENCE_DATA_VERSION,
  );
}
