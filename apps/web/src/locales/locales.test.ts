import { INSTITUTE_TYPES, LOCALES } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import { describe, expect, it } from "vitest";
import { NAV_SECTIONS } from "../app/router/nav-sections";
import { ROUTES } from "../app/router/route-table";
import accountEnUS from "./account/en-US.json";
import accountZhCN from "./account/zh-CN.json";
import applicationsEnUS from "./applications/en-US.json";
import applicationsZhCN from "./applications/zh-CN.json";
import areasEnUS from "./areas/en-US.json";
import areasZhCN from "./areas/zh-CN.json";
import availabilityEnUS from "./availability/en-US.json";
import availabilityZhCN from "./availability/zh-CN.json";
import calendarSyncEnUS from "./calendar-sync/en-US.json";
import calendarSyncZhCN from "./calendar-sync/zh-CN.json";
import checkInEnUS from "./check-in/en-US.json";
import checkInZhCN from "./check-in/zh-CN.json";
import configurationEnUS from "./configuration/en-US.json";
import configurationZhCN from "./configuration/zh-CN.json";
import connectionsEnUS from "./connections/en-US.json";
import connectionsZhCN from "./connections/zh-CN.json";
import dashboardEnUS from "./dashboard/en-US.json";
import dashboardZhCN from "./dashboard/zh-CN.json";
import enUS from "./en-US.json";
import insightsEnUS from "./insights/en-US.json";
import insightsZhCN from "./insights/zh-CN.json";
import invitationsEnUS from "./invitations/en-US.json";
import invitationsZhCN from "./invitations/zh-CN.json";
import landingEnUS from "./landing/en-US.json";
import landingZhCN from "./landing/zh-CN.json";
import legalEnUS from "./legal/en-US.json";
import legalZhCN from "./legal/zh-CN.json";
import notificationsEnUS from "./notifications/en-US.json";
import notificationsZhCN from "./notifications/zh-CN.json";
import paymentsEnUS from "./payments/en-US.json";
import paymentsZhCN from "./payments/zh-CN.json";
import plansEnUS from "./plans/en-US.json";
import plansZhCN from "./plans/zh-CN.json";
import programsEnUS from "./programs/en-US.json";
import programsZhCN from "./programs/zh-CN.json";
import prospectsEnUS from "./prospects/en-US.json";
import prospectsZhCN from "./prospects/zh-CN.json";
import schoolsEnUS from "./schools/en-US.json";
import schoolsZhCN from "./schools/zh-CN.json";
import sessionsEnUS from "./sessions/en-US.json";
import sessionsZhCN from "./sessions/zh-CN.json";
import ssoEnUS from "./sso/en-US.json";
import ssoZhCN from "./sso/zh-CN.json";
import teamEnUS from "./team/en-US.json";
import teamZhCN from "./team/zh-CN.json";
import universityProfileEnUS from "./university-profile/en-US.json";
import universityProfileZhCN from "./university-profile/zh-CN.json";
import visitsEnUS from "./visits/en-US.json";
import visitsZhCN from "./visits/zh-CN.json";
import zhCN from "./zh-CN.json";
import zoomEnUS from "./zoom/en-US.json";
import zoomZhCN from "./zoom/zh-CN.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const bundles = {
  translation: { "en-US": flatten(enUS as Tree), "zh-CN": flatten(zhCN as Tree) },
  legal: { "en-US": flatten(legalEnUS as Tree), "zh-CN": flatten(legalZhCN as Tree) },
  plans: { "en-US": flatten(plansEnUS as Tree), "zh-CN": flatten(plansZhCN as Tree) },
  areas: { "en-US": flatten(areasEnUS as Tree), "zh-CN": flatten(areasZhCN as Tree) },
  account: { "en-US": flatten(accountEnUS as Tree), "zh-CN": flatten(accountZhCN as Tree) },
  team: { "en-US": flatten(teamEnUS as Tree), "zh-CN": flatten(teamZhCN as Tree) },
  notifications: { "en-US": flatten(notificationsEnUS as Tree), "zh-CN": flatten(notificationsZhCN as Tree) },
  visits: { "en-US": flatten(visitsEnUS as Tree), "zh-CN": flatten(visitsZhCN as Tree) },
  availability: { "en-US": flatten(availabilityEnUS as Tree), "zh-CN": flatten(availabilityZhCN as Tree) },
  schools: { "en-US": flatten(schoolsEnUS as Tree), "zh-CN": flatten(schoolsZhCN as Tree) },
  checkIn: { "en-US": flatten(checkInEnUS as Tree), "zh-CN": flatten(checkInZhCN as Tree) },
  invitations: { "en-US": flatten(invitationsEnUS as Tree), "zh-CN": flatten(invitationsZhCN as Tree) },
  sessions: { "en-US": flatten(sessionsEnUS as Tree), "zh-CN": flatten(sessionsZhCN as Tree) },
  connections: { "en-US": flatten(connectionsEnUS as Tree), "zh-CN": flatten(connectionsZhCN as Tree) },
  configuration: { "en-US": flatten(configurationEnUS as Tree), "zh-CN": flatten(configurationZhCN as Tree) },
  universityProfile: {
    "en-US": flatten(universityProfileEnUS as Tree),
    "zh-CN": flatten(universityProfileZhCN as Tree),
  },
  dashboard: { "en-US": flatten(dashboardEnUS as Tree), "zh-CN": flatten(dashboardZhCN as Tree) },
  programs: { "en-US": flatten(programsEnUS as Tree), "zh-CN": flatten(programsZhCN as Tree) },
  applications: { "en-US": flatten(applicationsEnUS as Tree), "zh-CN": flatten(applicationsZhCN as Tree) },
  zoom: { "en-US": flatten(zoomEnUS as Tree), "zh-CN": flatten(zoomZhCN as Tree) },
  landing: { "en-US": flatten(landingEnUS as Tree), "zh-CN": flatten(landingZhCN as Tree) },
  calendarSync: { "en-US": flatten(calendarSyncEnUS as Tree), "zh-CN": flatten(calendarSyncZhCN as Tree) },
  sso: { "en-US": flatten(ssoEnUS as Tree), "zh-CN": flatten(ssoZhCN as Tree) },
  insights: { "en-US": flatten(insightsEnUS as Tree), "zh-CN": flatten(insightsZhCN as Tree) },
  prospects: { "en-US": flatten(prospectsEnUS as Tree), "zh-CN": flatten(prospectsZhCN as Tree) },
  payments: { "en-US": flatten(paymentsEnUS as Tree), "zh-CN": flatten(paymentsZhCN as Tree) },
};

describe.each(Object.entries(bundles))("locale bundle %s", (_name, byLocale) => {
  const en = byLocale["en-US"];
  const zh = byLocale["zh-CN"];

  // Chinese has one plural form (i18next's "_other"): an English "_one" needs no Chinese twin.
  const chineseNeeds = (key: string) => !(key.endsWith("_one") && zh.has(key.replace(/_one$/, "_other")));

  it("has the same keys in en-US and zh-CN", () => {
    const missingInZh = [...en.keys()].filter((k) => !zh.has(k) && chineseNeeds(k));
    const missingInEn = [...zh.keys()].filter((k) => !en.has(k));
    expect(missingInZh, "keys missing in zh-CN").toEqual([]);
    expect(missingInEn, "keys missing in en-US").toEqual([]);
  });

  it("has no empty texts", () => {
    for (const locale of LOCALES) {
      const empty = [...byLocale[locale]].filter(([, v]) => v.trim() === "").map(([k]) => k);
      expect(empty, locale).toEqual([]);
    }
  });

  it("uses the same interpolation variables in both locales", () => {
    for (const [key, text] of en) {
      if (chineseNeeds(key)) expect(variables(zh.get(key) ?? ""), key).toEqual(variables(text));
    }
  });

  it("is really translated (most Chinese texts differ from the English ones)", () => {
    const same = [...en].filter(([k, v]) => zh.get(k) === v).length;
    expect(same / en.size).toBeLessThan(0.1);
  });
});

const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("keys used in the code", () => {
  it('every literal t("...") key exists', () => {
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      // The file's namespace: useTranslation("ns") or (["ns", "translation"]), or helpers typed TFunction<"ns">.
      const ns = /(?:useTranslation\(\[?|TFunction<)"(\w+)"/.exec(text)?.[1];
      const inFile = [
        bundles.translation["en-US"],
        ...(ns && ns in bundles ? [bundles[ns as keyof typeof bundles]["en-US"]] : []),
      ];
      // Account screens read useTranslation(["account", "translation"]).
      if (/useTranslation\(\["account"/.test(text)) inFile.push(bundles.account["en-US"]);
      for (const match of text.matchAll(/\bt\(\s*"([A-Za-z0-9_.-]+)"/g)) {
        const key = match[1] ?? "";
        if (!inFile.some((b) => b.has(key) || b.has(`${key}_other`))) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every route shown as an area has a title and an empty state", () => {
    const en = bundles.areas["en-US"];
    const navIds = NAV_SECTIONS.flatMap((s) => s.items);
    const ids = [...ROUTES.filter((r) => r.screen === "areaEmptyState").map((r) => r.id), ...navIds];
    const missing = ids.flatMap((id) =>
      ["title", "emptyTitle", "emptyBody"].map((f) => `${id}.${f}`).filter((k) => !en.has(k)),
    );
    expect(missing).toEqual([]);
  });

  it("every navigation section, institute type and language has a label", () => {
    const en = bundles.translation["en-US"];
    for (const s of NAV_SECTIONS) expect(en.has(`nav.sections.${s.id}`), s.id).toBe(true);
    for (const type of INSTITUTE_TYPES) expect(en.has(`instituteTypes.${type}`), type).toBe(true);
    for (const locale of LOCALES) expect(en.has(`language.${locale}`), locale).toBe(true);
  });

  it("every server message has a translation key", () => {
    const en = bundles.translation["en-US"];
    const missing = Object.keys(MESSAGES).filter((name) => !en.has(`server.${name}`));
    expect(missing).toEqual([]);
  });
});
