import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTimezones, REASONS, REFERENCE_DATA_VERSION, SCHOOL_SIZES } from "./reference.data.ts";
import { seedReferenceData } from "./reference.seed.ts";
import { countries, states, timezones } from "./reference.table.ts";

const BASE = "/api/v1/partners/misc";
// A July instant: New York is on daylight time (-04:00), Shanghai has none (+08:00).
const JULY = new Date("2025-07-15T12:00:00Z");
const JANUARY = new Date("2025-01-15T12:00:00Z");
let clock = JULY;

/** The default test app, and one configured like production behind a proxy with every link set. */
let t: TestApp;
let prod: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  // One after the other: building two apps at once on one thread can starve a plugin's start timer.
  t = await createTestApp({ now: () => clock });
  prod = await createTestApp({
    env: {
      NODE_ENV: "production",
      SECRETS_KEY: Buffer.alloc(32, 1).toString("base64"),
      TRUST_PROXY: "true",
      GOOGLE_CLIENT_ID: "123.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "test-secret",
      PUBLIC_SITE_URL: "https://quad.example",
      HELP_CENTER_URL: "https://help.quad.example",
      COMMUNITY_URL: "https://community.quad.example",
      CHAT_URL: "https://chat.quad.example",
    },
  });
});
afterAll(async () => {
  await Promise.all([t?.close(), prod?.close()]);
});

async function countryId(code: string): Promise<number> {
  const { countries } = (await get(`${BASE}/countries`)).json() as { countries: { id: number; code: string }[] };
  const found = countries.find((c) => c.code === code);
  if (!found) throw new Error(`no country ${code}`);
  return found.id;
}

async function stateId(countryCode: string, stateCode: string): Promise<number> {
  const res = await get(`${BASE}/states?country_id=${await countryId(countryCode)}`);
  const found = (res.json().states as { id: number; code: string }[]).find((s) => s.code === stateCode);
  if (!found) throw new Error(`no state ${countryCode}-${stateCode}`);
  return found.id;
}

describe("GET misc/countries", () => {
  it("lists every ISO 3166-1 country with its code and phone code, by name, cacheable", async () => {
    const res = await get(`${BASE}/countries`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const { countries } = res.json();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries).toContainEqual({ id: expect.any(Number), name: "China", code: "CN", phone_code: "+86" });
    expect(countries).toContainEqual(expect.objectContaining({ name: "United States", code: "US", phone_code: "+1" }));
    const names = countries.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("GET misc/states", () => {
  it("lists a country's subdivisions", async () => {
    const res = await get(`${BASE}/states?country_id=${await countryId("US")}`);
    expect(res.statusCode).toBe(200);
    const { states } = res.json();
    expect(states).toContainEqual({ id: expect.any(Number), name: "California", code: "CA" });
    expect(states.length).toBeGreaterThanOrEqual(50);
  });

  it("answers 422 with a field error for a missing or bad country_id", async () => {
    for (const query of ["", "?country_id=abc", "?country_id=-1"]) {
      const res = await get(`${BASE}/states${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { country_id: expect.any(String) } });
    }
  });

  it("answers 404 naming an unknown country", async () => {
    const res = await get(`${BASE}/states?country_id=999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Country 999999 not found" });
  });
});

describe("GET misc/cities", () => {
  it("lists at most 100 cities of a state", async () => {
    const res = await get(`${BASE}/cities?state_id=${await stateId("US", "CA")}`);
    expect(res.statusCode).toBe(200);
    const { cities } = res.json();
    expect(cities).toHaveLength(100);
    expect(cities[0]).toEqual({ name: expect.any(String) });
  });

  it("filters by search_text, names starting with it first, ignoring case and accents", async () => {
    const res = await get(`${BASE}/cities?state_id=${await stateId("US", "CA")}&search_text=san%20fran`);
    expect(res.json().cities[0]).toEqual({ name: "San Francisco" });

    const brazil = await get(`${BASE}/cities?state_id=${await stateId("BR", "SP")}&search_text=SAO%20PAU`);
    expect(brazil.json().cities.map((c: { name: string }) => c.name)).toContain("São Paulo");

    const none = await get(`${BASE}/cities?state_id=${await stateId("US", "CA")}&search_text=zzzzqq`);
    expect(none.json()).toEqual({ cities: [] });
  });

  it("answers 422 without state_id and 404 for an unknown state", async () => {
    const bad = await get(`${BASE}/cities?search_text=a`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { state_id: expect.any(String) } });
    const missing = await get(`${BASE}/cities?state_id=999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "State 999999 not found" });
  });
});

describe("GET misc/timezones", () => {
  it("labels each zone '(GMT±HH:MM) name' with the offset in force now, ordered by offset", async () => {
    const res = await get(`${BASE}/timezones`);
    expect(res.statusCode).toBe(200);
    const { timezones } = res.json() as { timezones: { name: string; offset: string; label: string }[] };
    expect(timezones.length).toBeGreaterThan(300);
    expect(timezones).toContainEqual({ name: "Asia/Shanghai", offset: "+08:00", label: "(GMT+08:00) Asia/Shanghai" });
    expect(timezones).toContainEqual({ name: "UTC", offset: "+00:00", label: "(GMT+00:00) UTC" });
    // July: daylight saving time in New York.
    expect(timezones).toContainEqual({
      name: "America/New_York",
      offset: "-04:00",
      label: "(GMT-04:00) America/New_York",
    });
    for (const tz of timezones) expect(tz.label).toMatch(/^\(GMT[+-]\d{2}:\d{2}\) \S+$/);
    const first = timezones[0];
    const last = timezones.at(-1);
    expect(first?.offset.startsWith("-")).toBe(true);
    expect(last?.offset.startsWith("+")).toBe(true);
  });

  it("uses the winter offset in January", async () => {
    clock = JANUARY;
    try {
      const res = await get(`${BASE}/timezones`);
      expect(res.json().timezones).toContainEqual({
        name: "America/New_York",
        offset: "-05:00",
        label: "(GMT-05:00) America/New_York",
      });
    } finally {
      clock = JULY;
    }
  });
});

describe("GET misc/regions", () => {
  it("lists UN sub-regions with their countries; every country is in one", async () => {
    const res = await get(`${BASE}/regions`);
    expect(res.statusCode).toBe(200);
    const { regions } = res.json() as { regions: { id: number; name: string; country_ids: number[] }[] };
    const byName = new Map(regions.map((r) => [r.name, r.country_ids]));
    expect([...byName.keys()]).toEqual(expect.arrayContaining(["Eastern Asia", "Northern America", "Western Europe"]));
    expect(byName.get("Eastern Asia")).toContain(await countryId("CN"));
    expect(byName.get("Northern America")).toContain(await countryId("US"));
    expect(byName.get("Northern America")).not.toContain(await countryId("MX"));
    expect(byName.get("Western Europe")).toContain(await countryId("DE"));

    const { countries } = (await get(`${BASE}/countries`)).json() as { countries: { id: number }[] };
    const covered = new Set(regions.flatMap((r) => r.country_ids));
    expect(countries.filter((c) => !covered.has(c.id))).toEqual([]);
  });

  it("is also the dashboard's GET regions (spec 2 §7)", async () => {
    const res = await get(`${BASE.replace(/\/misc$/, "")}/regions`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await get(`${BASE}/regions`)).json());
  });
});

describe("GET misc/school_sizes", () => {
  it("lists the sizes smallest first", async () => {
    const res = await get(`${BASE}/school_sizes`);
    expect(res.statusCode).toBe(200);
    const names = res.json().school_sizes.map((s: { name: string }) => s.name);
    expect(names).toEqual(SCHOOL_SIZES.map((s) => s.name));
    expect(names[0]).toBe("Under 200 students");
    expect(names.at(-1)).toBe("More than 3,000 students");
  });
});

describe("GET misc/<reasons kind>", () => {
  it.each(Object.keys(REASONS))("lists %s in order, 'Other' last", async (kind) => {
    const res = await get(`${BASE}/${kind}`);
    expect(res.statusCode).toBe(200);
    const { reasons } = res.json() as { reasons: { id: number; name: string }[] };
    expect(reasons.map((r) => r.name)).toEqual(REASONS[kind as keyof typeof REASONS]);
    expect(reasons.length).toBeGreaterThanOrEqual(5);
    expect(reasons.at(-1)?.name).toBe("Other");
  });

  it("serves no other list", async () => {
    const res = await get(`${BASE}/cancel_reasons`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json()).not.toHaveProperty("reasons");
  });
});

describe("GET misc/app_config", () => {
  it("reports no optional services when none is configured", async () => {
    const res = await get(`${BASE}/app_config`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      google_sign_in_enabled: false,
      google_client_id: null,
      public_site_url: null,
      help_center_url: null,
      community_url: null,
      chat_url: null,
      mailbox_enabled: true,
    });
  });

  it("reports the configured links, Google sign-in, and no mailbox in production", async () => {
    const res = await prod.app.inject({ method: "GET", url: `${BASE}/app_config` });
    expect(res.json()).toEqual({
      google_sign_in_enabled: true,
      google_client_id: "123.apps.googleusercontent.com",
      public_site_url: "https://quad.example",
      help_center_url: "https://help.quad.example",
      community_url: "https://community.quad.example",
      chat_url: "https://chat.quad.example",
      mailbox_enabled: false,
    });
  });
});

describe("GET misc/country_code", () => {
  const CN_ADDRESS = "114.114.114.114"; // a public DNS resolver in China
  const ask = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: "GET", url: `${BASE}/country_code`, remoteAddress, headers });

  it("looks the visitor's address up in the bundled database", async () => {
    const res = await ask(t, CN_ADDRESS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country_code: "CN" });
    expect((await ask(t, "8.8.8.8")).json()).toEqual({ country_code: "US" });
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers null for loopback and private addresses", async () => {
    for (const address of ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.10"]) {
      expect((await ask(t, address)).json()).toEqual({ country_code: null });
    }
  });

  it("lets x-debug-country simulate a visitor outside production only", async () => {
    expect((await ask(t, "127.0.0.1", { "x-debug-country": "cn" })).json()).toEqual({ country_code: "CN" });
    expect((await ask(prod, "127.0.0.1", { "x-debug-country": "CN" })).json()).toEqual({ country_code: null });
  });

  it("believes the proxy's country header only when the proxy is trusted", async () => {
    expect((await ask(prod, "10.0.0.1", { "cf-ipcountry": "SG" })).json()).toEqual({ country_code: "SG" });
    expect((await ask(t, "10.0.0.1", { "cf-ipcountry": "SG" })).json()).toEqual({ country_code: null });
  });

  it("uses the forwarded client address behind a trusted proxy", async () => {
    const res = await ask(prod, "10.0.0.1", { "x-forwarded-for": CN_ADDRESS });
    expect(res.json()).toEqual({ country_code: "CN" });
  });
});

describe("seedReferenceData", () => {
  it("is a no-op on a database seeded with the current version", async () => {
    // A hand edit survives: the seed returns after its version check and writes nothing.
    await prod.db.update(countries).set({ name: "Edited" }).where(eq(countries.code, "CN"));
    await seedReferenceData(prod.db);
    const [china] = await prod.db.select({ name: countries.name }).from(countries).where(eq(countries.code, "CN"));
    expect(china?.name).toBe("Edited");
    await prod.db.update(countries).set({ name: "China" }).where(eq(countries.code, "CN"));
    // prod has not cached regions yet, so this reads the rows as they are after the second seed.
    expect(await prod.db.$count(states)).toBe(await t.db.$count(states));
    const seededTwice = (await prod.app.inject({ method: "GET", url: `${BASE}/regions` })).json();
    expect(seededTwice).toEqual((await get(`${BASE}/regions`)).json());
  });

  it("upgrades a database seeded by an older version in place", async () => {
    const before = { countries: await prod.db.$count(countries), states: await prod.db.$count(states) };
    await prod.db.execute(sql`comment on table countries is 'reference-0'`);
    await prod.db.insert(timezones).values({ name: "Asia/Calcutta" }).onConflictDoNothing();

    await seedReferenceData(prod.db);

    expect({ countries: await prod.db.$count(countries), states: await prod.db.$count(states) }).toEqual(before);
    const zones = await prod.db.select({ name: timezones.name }).from(timezones);
    expect(zones.map((z) => z.name).sort()).toEqual(buildTimezones());
    const result = await prod.db.execute(sql`select obj_description('countries'::regclass, 'pg_class') as version`);
    expect((result as unknown as { rows: { version: string }[] }).rows[0]?.version).toBe(REFERENCE_DATA_VERSION);
  });
});
