import type { partners } from "../modules/partners/partners.table.ts";
import { citiesOfState } from "../modules/reference/cities.ts";
import type { users } from "../modules/users/users.table.ts";
import {
  FIRST_NAMES,
  LAST_NAMES,
  MAJORS,
  mailbox,
  schoolName,
  slugify,
  streetAddress,
  universityName,
} from "./names.ts";
import type { Random } from "./random.ts";
import { COUNTRY_PROFILES, type CountryProfile } from "./world-profiles.ts";

export type PartnerInsert = typeof partners.$inferInsert;
export type UserInsert = Omit<typeof users.$inferInsert, "partner_id">;

export interface WorldRefs {
  countries: Map<string, { id: number; phone_code: string | null }>;
  /** Each country's states, sorted by code. */
  states: Map<string, { id: number; code: string; name: string }[]>;
  /** Ids of school sizes, smallest first. */
  schoolSizeIds: number[];
}

/** A directory institution and, when it has registered, its people. */
export interface DirectoryEntry {
  partner: PartnerInsert;
  users: UserInsert[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SCHOOL_TITLES = ["College Counsellor", "Head of University Guidance", "Director of College Counseling"];
const UNIVERSITY_TITLES = ["Admissions Officer", "Director of International Admissions", "Regional Recruiter"];

interface Place {
  country_id: number;
  state_id: number | null;
  city: string | null;
  timezone: string;
}

/** Leaves out the package's county- and district-level entries ("Mercer County") and one-letter places. */
function isTownName(city: string): boolean {
  return (
    city.length >= 3 &&
    !/\b(County|District|Municipality|Region|Province|Borough|Parish|Census Area)\b|City and/.test(city)
  );
}

/** The states of a profile's country that we may use, with the cities the package knows for each. */
function placesOf(profile: CountryProfile, refs: WorldRefs) {
  const states = (refs.states.get(profile.code) ?? []).filter(
    (s) => (!profile.stateZones || s.code in profile.stateZones) && !profile.skipStates?.includes(s.code),
  );
  const withCities = states
    .map((s) => ({ state: s, cities: citiesOfState(profile.code, s.code).filter(isTownName) }))
    .filter((s) => s.cities.length > 0);
  return { states, withCities };
}

function pickPlace(
  random: Random,
  profile: CountryProfile,
  refs: WorldRefs,
  cache: Map<string, ReturnType<typeof placesOf>>,
): Place {
  const country = refs.countries.get(profile.code);
  if (!country) throw new Error(`Country ${profile.code} missing from the reference data`);
  let places = cache.get(profile.code);
  if (!places) {
    places = placesOf(profile, refs);
    cache.set(profile.code, places);
  }
  if (places.withCities.length > 0) {
    const { state, cities } = random.pick(places.withCities);
    return {
      country_id: country.id,
      state_id: state.id,
      city: random.pick(cities),
      timezone: profile.stateZones?.[state.code] ?? profile.timezone,
    };
  }
  const state = places.states.length > 0 ? random.pick(places.states) : null;
  return {
    country_id: country.id,
    state_id: state?.id ?? null,
    city: profile.fallbackCity ?? null,
    timezone: (state && profile.stateZones?.[state.code]) ?? profile.timezone,
  };
}

function fillPattern(random: Random, pattern: string): string {
  return pattern.replace(/#/g, () => String(random.int(0, 9)));
}

/**
 * `schools` schools and `universities` universities across the profiles' countries. Most have not
 * registered (no people: the directory people claim at registration); some have, with an admin.
 */
export function generateDirectory(
  random: Random,
  refs: WorldRefs,
  counts: { schools: number; universities: number },
  opts: { now: Date; passwordHash: string; takenNames: Set<string> },
): DirectoryEntry[] {
  const placeCache = new Map<string, ReturnType<typeof placesOf>>();
  const names = opts.takenNames;
  const ceebCodes = new Set<string>();
  const entries: DirectoryEntry[] = [];

  const uniqueName = (make: () => string, city: string | null) => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const name = make();
      if (!names.has(name.toLowerCase())) {
        names.add(name.toLowerCase());
        return name;
      }
    }
    let n = 2;
    const base = `${make()}${city ? `, ${city}` : ""}`;
    let name = base;
    while (names.has(name.toLowerCase())) name = `${base} ${n++}`;
    names.add(name.toLowerCase());
    return name;
  };

  const ceeb = (prefix: string) => {
    let code: string;
    do code = `${prefix}${random.digits(6 - prefix.length)}`;
    while (ceebCodes.has(code));
    ceebCodes.add(code);
    return code;
  };

  const make = (type: "School" | "University") => {
    const profile = random.weighted(
      COUNTRY_PROFILES.map((p) => ({ weight: type === "School" ? p.schools : p.universities, value: p })),
    );
    const place = pickPlace(random, profile, refs, placeCache);
    const name =
      type === "School"
        ? uniqueName(() => schoolName(random, profile.style, place.city), place.city)
        : uniqueName(() => universityName(random, profile.style, place.city), place.city);
    const slug = slugify(name);
    const registered = random.chance(type === "School" ? 0.15 : 0.25);
    const registeredAt = registered ? new Date(opts.now.getTime() - random.int(20, 700) * DAY_MS) : null;
    const phoneCode = refs.countries.get(profile.code)?.phone_code;
    const partner: PartnerInsert = {
      institute_type: type,
      name,
      status: "active",
      registered_at: registeredAt,
      approved_at: registeredAt ? new Date(registeredAt.getTime() + random.int(1, 23) * 3_600_000) : null,
      country_id: place.country_id,
      state_id: place.state_id,
      city: place.city,
      address: streetAddress(random),
      postal_code: profile.postal ? fillPattern(random, profile.postal) : null,
      timezone: place.timezone,
      email: `${type === "School" ? "counselling" : "admissions"}@${slug}.quad.test`,
      contact: phoneCode ? `${phoneCode} ${random.int(2, 9)}${random.digits(profile.phoneDigits - 1)}` : null,
      website: `https://www.${slug}.quad.test`,
    };
    if (type === "School") {
      const us = profile.code === "US";
      partner.school_type = us
        ? random.chance(0.65)
          ? "public_partner"
          : "private_partner"
        : random.weighted([
            { weight: 55, value: "international" },
            { weight: 35, value: "private_partner" },
            { weight: 10, value: "public_partner" },
          ]);
      partner.school_size_id = random.weighted(
        refs.schoolSizeIds.map((id, i) => ({ weight: [10, 25, 30, 20, 10, 5][i] ?? 5, value: id })),
      );
      partner.ceeb_code = us ? ceeb(String(random.int(1, 50)).padStart(2, "0")) : random.chance(0.3) ? ceeb("6") : null;
    } else {
      partner.top_majors = [...new Set(Array.from({ length: 5 }, () => random.pick(MAJORS)))];
      partner.avg_sat = random.int(105, 150) * 10;
      partner.avg_act = random.int(22, 34);
      partner.avg_gpa = (random.int(300, 395) / 100).toFixed(2);
      partner.avg_toefl = random.int(80, 110);
      partner.avg_ielts = (random.int(12, 15) / 2).toFixed(1);
    }
    const people: UserInsert[] = [];
    if (registeredAt) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      people.push({
        email: `${mailbox(first, last)}@${slug}.quad.test`,
        password_hash: opts.passwordHash,
        first_name: first,
        last_name: last,
        role: "admin",
        designation: random.pick(type === "School" ? SCHOOL_TITLES : UNIVERSITY_TITLES),
        timezone: place.timezone,
        locale: profile.code === "CN" && random.chance(0.5) ? "zh-CN" : "en-US",
        is_onboard: random.chance(0.7),
        required_fields_filled: true,
        email_confirmed_at: registeredAt,
        privacy_policy_accepted_at: registeredAt,
      });
    }
    entries.push({ partner, users: people });
  };

  for (let i = 0; i < counts.universities; i += 1) make("University");
  for (let i = 0; i < counts.schools; i += 1) make("School");
  return entries;
}
