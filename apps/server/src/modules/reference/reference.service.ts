import type { AppConfig } from "@quad/contract/api/reference";
import { timezoneLabel, timezoneOffset } from "@quad/contract/rules/formats";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { findCities } from "./cities.ts";
import type { ReasonKind } from "./reference.data.ts";
import { createReferenceRepository } from "./reference.repository.ts";

type Cached<T> = () => Promise<T>;

const collator = new Intl.Collator("en");
/** By name as people read it ("Åland Islands" with the A's), not by the database's byte order. */
function byName<T extends { name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

/** Loads once per process; a failed load is retried on the next call. */
function cached<T>(load: () => Promise<T>): Cached<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((err: unknown) => {
      value = undefined;
      throw err;
    });
    return value;
  };
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [hh = "0", mm = "0"] = offset.slice(1).split(":");
  return sign * (Number(hh) * 60 + Number(mm));
}

export interface ReferenceServiceDeps {
  db: Db;
  config: Config;
  now: () => Date;
}

/** Public reference look-ups. The lists are static, so they are kept in memory after the first query. */
export function createReferenceService({ db, config, now }: ReferenceServiceDeps) {
  const repo = createReferenceRepository(db);
  const countries = cached(async () => byName(await repo.listCountries()));
  const timezoneNames = cached(() => repo.listTimezoneNames());
  const regions = cached(() => repo.listRegions());
  const schoolSizes = cached(() => repo.listSchoolSizes());
  const statesByCountry = new Map<number, Cached<{ id: number; name: string; code: string }[]>>();
  const reasonsByKind = new Map<ReasonKind, Cached<{ id: number; name: string }[]>>();
  let zoneCache: { bucket: number; zones: { name: string; offset: string; label: string }[] } | undefined;

  return {
    countries,

    async states(countryId: number) {
      if (!(await countries()).some((c) => c.id === countryId)) {
        throw new NotFoundError(`Country ${countryId} not found`);
      }
      let list = statesByCountry.get(countryId);
      if (!list) {
        list = cached(async () => byName(await repo.listStates(countryId)));
        statesByCountry.set(countryId, list);
      }
      return list();
    },

    async cities(stateId: number, searchText?: string) {
      const codes = await repo.findStateCodes(stateId);
      if (!codes) throw new NotFoundError(`State ${stateId} not found`);
      return findCities(codes.country_code, codes.state_code, searchText).map((name) => ({ name }));
    },

    /**
     * Every zone with its offset in force now (so DST-correct) and its '[offset] name' label, by offset then name.
     * Kept per quarter hour: clocks only change on quarter hours, and computing ~420 labels takes ~200 ms.
     */
    async timezones() {
      const at = now();
      const bucket = Math.floor(at.getTime() / QUARTER_HOUR_MS);
      if (zoneCache?.bucket !== bucket) {
        const zones = (await timezoneNames())
          .map((name) => {
            const offset = timezoneOffset(name, at);
            return { name, offset, label: timezoneLabel(name, at), minutes: offsetMinutes(offset) };
          })
          .sort((a, b) => a.minutes - b.minutes || a.name.localeCompare(b.name))
          .map(({ minutes: _minutes, ...zone }) => zone);
        zoneCache = { bucket, zones };
      }
      return zoneCache.zones;
    },

    regions,
    schoolSizes,

    reasons(kind: ReasonKind) {
      let list = reasonsByKind.get(kind);
      if (!list) {
        list = cached(() => repo.listReasons(kind));
        reasonsByKind.set(kind, list);
      }
      return list();
    },

    appConfig(): AppConfig {
      return {
        google_sign_in_enabled: Boolean(config.GOOGLE_CLIENT_ID),
        google_client_id: config.GOOGLE_CLIENT_ID ?? null,
        public_site_url: config.PUBLIC_SITE_URL ?? null,
        help_center_url: config.HELP_CENTER_URL ?? null,
        community_url: config.COMMUNITY_URL ?? null,
        chat_url: config.CHAT_URL ?? null,
        mailbox_enabled: config.mailboxEnabled,
      };
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
