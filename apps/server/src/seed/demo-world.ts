import { asc, eq, sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { hashPassword } from "../lib/passwords.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { countries, schoolSizes, states } from "../modules/reference/reference.table.ts";
import { users } from "../modules/users/users.table.ts";
import { createStorage, type Storage } from "../plugins/storage.ts";
import { DEMO_MARKER_EMAIL, DEMO_SIGN_INS, type DemoSignIn, demoInstitutions } from "./demo-accounts.ts";
import { seedDemoConnections } from "./demo-connections.ts";
import { createDemoActors, type SeedContext } from "./demo-context.ts";
import { seedDemoAccountRep } from "./demo-dashboard.ts";
import { hasDemoPrograms, seedDemoDirectApply } from "./demo-direct-apply.ts";
import { seedDemoGuestWebinars } from "./demo-guest-webinars.ts";
import { seedDemoMessages } from "./demo-messages.ts";
import { seedDemoPlans } from "./demo-plans.ts";
import { hasDemoProspects, seedDemoProspects } from "./demo-prospects.ts";
import { readOlderNotifications, seedDemoInvitations, seedDemoTeams } from "./demo-team.ts";
import { seedDemoVisits } from "./demo-visits.ts";
import { seedDemoProviderEvents, seedDemoWebinars } from "./demo-webinars.ts";
import { type DirectoryEntry, generateDirectory, type WorldRefs } from "./directory.ts";
import { createRandom } from "./random.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface SeedDemoWorldOptions {
  /** 200 x scale schools and 50 x scale universities besides the three demo institutions. */
  scale: number;
  /** The password of every demo account. */
  password: string;
  /** Dates (registration, approval) are set relative to this; defaults to now. */
  now?: Date;
  /** PRNG seed; the same seed gives the same world. */
  seed?: number;
  /**
   * The running app's configuration: the guests' personal join links are signed with its secret
   * (FILE_URL_SECRET), so the seeded registrations' links work in the app that serves them.
   */
  config?: SeedContext["config"];
  /**
   * The running app's file storage: the demo's program brochures and application documents are stored there, so
   * that the app serves them. Without it, the storage the configuration names (DATA_DIR/files or S3_BUCKET).
   */
  storage?: Storage;
  /**
   * false leaves direct apply out (programs and applications): a world as made before issue 13, which the next
   * seeding completes. Default true.
   */
  directApply?: boolean;
}

export interface SeedDemoWorldResult {
  created: boolean;
  signIns: DemoSignIn[];
}

export const DEFAULT_SEED = 20_240_901;
const LOCK_KEY = 7_310_002; // pg_advisory_xact_lock key: one demo seeder at a time
const BATCH = 500;
/** The demo institutions that have an account representative (the dashboard's "book a meeting"). */
const REP_CLIENTS = ["university@quad.test", "client@quad.test"];
/** The second demo university, on the starter plan (decision 104), and how many people it reached so far. */
const STARTER = { email: "starter@quad.test", people: 40, sessions: 8, mailDomain: "northfield-leads.example" };
const DIRECT_APPLY = {
  universityEmail: "university@quad.test",
  clientEmail: "client@quad.test",
  schoolEmail: "school@quad.test",
};

async function demoExists(db: Db | Tx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_MARKER_EMAIL))
    .limit(1);
  return rows.length > 0;
}

async function loadRefs(db: Db): Promise<WorldRefs> {
  const [countryRows, stateRows, sizeRows] = await Promise.all([
    db.select({ id: countries.id, code: countries.code, phone_code: countries.phone_code }).from(countries),
    db
      .select({ id: states.id, country_code: countries.code, code: states.code, name: states.name })
      .from(states)
      .innerJoin(countries, eq(countries.id, states.country_id)),
    db.select({ id: schoolSizes.id }).from(schoolSizes).orderBy(asc(schoolSizes.min_students)),
  ]);
  const byCountry = new Map<string, { id: number; code: string; name: string }[]>();
  for (const s of stateRows) {
    const list = byCountry.get(s.country_code) ?? [];
    list.push({ id: s.id, code: s.code, name: s.name });
    byCountry.set(s.country_code, list);
  }
  // Sorted here, not by the database, whose collation may differ between PGlite and PostgreSQL.
  for (const list of byCountry.values()) list.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return {
    countries: new Map(countryRows.map((c) => [c.code, { id: c.id, phone_code: c.phone_code }])),
    states: byCountry,
    schoolSizeIds: sizeRows.map((s) => s.id),
  };
}

async function insertEntries(tx: Tx, entries: DirectoryEntry[]): Promise<void> {
  const idByName = new Map<string, number>();
  for (let i = 0; i < entries.length; i += BATCH) {
    const saved = await tx
      .insert(partners)
      .values(entries.slice(i, i + BATCH).map((e) => e.partner))
      .returning({ id: partners.id, name: partners.name });
    for (const row of saved) idByName.set(row.name, row.id);
  }
  const people = entries.flatMap((e) => {
    const partner_id = idByName.get(e.partner.name);
    if (!partner_id) throw new Error(`Partner ${e.partner.name} was not saved`);
    return e.users.map((u) => ({ ...u, partner_id }));
  });
  for (let i = 0; i < people.length; i += BATCH) {
    await tx.insert(users).values(people.slice(i, i + BATCH));
  }
}

/**
 * The deterministic demo world: three demo institutions (one per partner type) with an admin and a member each,
 * a second university on the starter plan with its admin, each on its plan (decision 104), and a directory of
 * 200 x scale schools and 50 x scale universities, some registered. Idempotent: does nothing when the demo
 * university admin exists (but add what a world made before a later issue lacks).
 */
export async function seedDemoWorld(db: Db, opts: SeedDemoWorldOptions): Promise<SeedDemoWorldResult> {
  const config = opts.config ?? loadConfig({ LOG_LEVEL: "silent" });
  // The configured storage is opened only when something is stored.
  let opened: Storage | undefined;
  const storage = () => {
    if (opts.storage) return opts.storage;
    opened ??= createStorage(config);
    return opened;
  };
  try {
    return await seed(db, { ...opts, config }, storage);
  } finally {
    opened?.close();
  }
}

async function seed(db: Db, opts: SeedDemoWorldOptions, storage: () => Storage): Promise<SeedDemoWorldResult> {
  const scale = Math.max(0, Math.floor(opts.scale));
  const seedNumber = opts.seed ?? DEFAULT_SEED;
  if (await demoExists(db)) {
    // A demo world made before the dashboard (issue 12) gets its account representative, one made before issue 25
    // its calendar feeds and Slack, and one made before direct apply (issue 13) its programs and applications (once:
    // only while the demo university has none).
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
      const now = opts.now ?? new Date();
      await seedDemoAccountRep(tx, { now, adminEmails: REP_CLIENTS });
      if (opts.config) await seedDemoMessages(tx, { now, config: opts.config });
      // One made before plans (issue 26) gets them, its paid institutions' connections unlocked.
      await seedDemoPlans(tx, now);
      // A world made before prospect-and-engage (issue 26 §3) gets its discoverable students once.
      if (!(await hasDemoProspects(tx))) {
        await seedDemoProspects(createDemoActors(tx, now, opts.config), createRandom(seedNumber + 26), {
          now,
          universityEmail: "university@quad.test",
          students: scale === 0 ? 40 : 240 * scale,
        });
      }
      if (opts.directApply === false || (await hasDemoPrograms(tx, DIRECT_APPLY.universityEmail))) return;
      const actors = createDemoActors(tx, now, opts.config, storage());
      await seedDemoDirectApply(actors, { now, ...DIRECT_APPLY, scale, seed: seedNumber });
    });
    return { created: false, signIns: DEMO_SIGN_INS };
  }

  const now = opts.now ?? new Date();
  const passwordHash = await hashPassword(opts.password);
  const refs = await loadRefs(db);
  const random = createRandom(seedNumber);

  const demo = demoInstitutions(refs, { now, passwordHash, schoolSizeId: refs.schoolSizeIds[3] ?? null });
  const directory = generateDirectory(
    random,
    refs,
    { schools: 200 * scale, universities: 50 * scale },
    { now, passwordHash, takenNames: new Set(demo.map((d) => d.partner.name.toLowerCase())) },
  );

  let created = false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    if (await demoExists(tx)) return; // another instance seeded meanwhile
    await insertEntries(tx, [...demo, ...directory]);
    // The plans first: every connection the history makes takes its institution's tier (decision 104).
    await seedDemoPlans(tx, now);
    // The history is made by the demo users through the services, each action at its own moment.
    const actors = createDemoActors(tx, now, opts.config, storage());
    const demoAdmins = DEMO_SIGN_INS.filter((s) => s.role === "admin").map((s) => s.email);
    const demoMembers = DEMO_SIGN_INS.filter((s) => s.role !== "admin").map((s) => s.email);
    const people = { universityEmail: "university@quad.test", schoolEmail: "school@quad.test" };
    await seedDemoTeams(actors, { now, password: opts.password, passwordHash, demoAdmins, demoMembers });
    await seedDemoVisits(actors, { now, ...people });
    await seedDemoInvitations(actors, { now, demoAdmins });
    await readOlderNotifications(actors, { now, demoAdmins });
    actors.at(now);
    await seedDemoWebinars(tx, { now, ...people });
    await seedDemoProviderEvents(tx, { now });
    await seedDemoGuestWebinars(actors, {
      now,
      ...people,
      clientEmail: DIRECT_APPLY.clientEmail,
      password: opts.password,
    });
    await seedDemoAccountRep(tx, { now, adminEmails: REP_CLIENTS });
    if (opts.config) await seedDemoMessages(tx, { now, config: opts.config });
    await seedDemoConnections(tx, random, {
      now,
      universityEmail: people.universityEmail,
      people: 2000 * Math.max(1, scale),
    });
    // The starter university's few connections (free: contacts locked), from draws of their own, so the rest of
    // the world stays as it was.
    await seedDemoConnections(tx, createRandom(seedNumber + 26), {
      now,
      universityEmail: STARTER.email,
      people: STARTER.people,
      sessions: STARTER.sessions,
      mailDomain: STARTER.mailDomain,
    });
    if (opts.directApply !== false)
      await seedDemoDirectApply(actors, { now, ...DIRECT_APPLY, scale, seed: seedNumber });
    // Discoverable students (issue 26 §3), drawn apart so the draws above stay as they were.
    await seedDemoProspects(actors, createRandom(seedNumber + 26), {
      now,
      universityEmail: people.universityEmail,
      students: scale === 0 ? 40 : 240 * scale,
    });
    created = true;
  });
  return { created, signIns: DEMO_SIGN_INS };
}
