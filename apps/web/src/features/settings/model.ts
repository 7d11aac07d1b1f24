import type { UserDetailSchema } from "@quad/contract/api/auth";
import type { ManagementTool } from "@quad/contract/api/messages";
import { timezoneLabel } from "@quad/contract/rules/formats";
import type { z } from "zod";

/** Pure rules of the settings screen. */

type UserDetail = z.infer<typeof UserDetailSchema>;

export const SETTINGS_TABS = ["profile", "password", "emailPreferences", "timezone", "integrations", "plan"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The session's settingsTabIndex as a tab (out-of-range values open the profile). */
export function tabForIndex(index: number): SettingsTab {
  return SETTINGS_TABS[index] ?? "profile";
}

/** A tab named in the address (`/settings?tab=plan`: where the app explains the plan), when it is one. */
export function tabOfSearch(search: Record<string, unknown>): SettingsTab | null {
  const tab = search.tab;
  return typeof tab === "string" && (SETTINGS_TABS as readonly string[]).includes(tab) ? (tab as SettingsTab) : null;
}

export function indexForTab(tab: string | null): number {
  const i = SETTINGS_TABS.indexOf(tab as SettingsTab);
  return Math.max(i, 0);
}

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  phone_country_code: string;
  phone: string;
  designation: string;
  biography: string;
  gender: string;
}

export const PROFILE_FIELDS: readonly (keyof ProfileFormValues)[] = [
  "first_name",
  "last_name",
  "phone_country_code",
  "phone",
  "designation",
  "biography",
  "gender",
];

export function profileValues(user: UserDetail): ProfileFormValues {
  return {
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
    phone_country_code: user.phone_country_code ?? "",
    phone: user.phone_number ?? user.phone ?? "",
    designation: user.designation ?? "",
    biography: user.biography ?? "",
    gender: user.gender ?? "",
  };
}

/** The form's strings as the contract input (trimmed; empty optional fields left out). */
export function toProfileInput(v: ProfileFormValues): Record<string, string | undefined> {
  const optional = (s: string) => (s.trim() === "" ? undefined : s.trim());
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    phone_country_code: optional(v.phone_country_code),
    phone: optional(v.phone),
    designation: optional(v.designation),
    biography: optional(v.biography),
    gender: optional(v.gender),
  };
}

/** Multipart body of PUT users/{id}: every field (empty clears it) and the photo when one was chosen. */
export function profileFormData(v: ProfileFormValues, photo: File | null): FormData {
  const form = new FormData();
  for (const field of PROFILE_FIELDS) form.append(field, v[field].trim());
  if (photo) form.append("profile_photo", photo);
  return form;
}

/** Distinct phone codes of the countries ("+86"), sorted numerically, each with the first country using it (shown in the option). */
export function phoneCodeOptions(
  countries: readonly { name: string; phone_code: string | null }[],
): { value: string; label: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const c of countries) {
    if (!c.phone_code) continue;
    const code = c.phone_code.startsWith("+") ? c.phone_code : `+${c.phone_code}`;
    if (!seen.has(code)) seen.set(code, c.name);
  }
  return [...seen]
    .sort((a, b) => Number(a[0].slice(1)) - Number(b[0].slice(1)) || a[1].localeCompare(b[1]))
    .map(([code, name]) => ({ value: code, label: code, name }));
}

/**
 * A time-zone picker's options. English keeps the server's spec label ("(GMT+08:00) Asia/Shanghai"). Chinese names
 * each zone in Chinese ("(GMT+08:00) 中国标准时间"); many zones share a Chinese name (every "中欧时间"), so the
 * option also carries the IANA id after it, to tell them apart and to keep the list searchable by city.
 */
export function zoneOptions(
  zones: readonly { name: string; label: string }[],
  locale: string,
  at: Date = new Date(),
): { value: string; label: string }[] {
  if (locale.startsWith("en")) return zones.map((z) => ({ value: z.name, label: z.label }));
  return zones.map((z) => ({ value: z.name, label: `${timezoneLabel(z.name, at, locale)} · ${z.name}` }));
}

/** The chosen zone as a badge shows it: the spec's label in English, the zone's Chinese name in Chinese. */
export function chosenZoneLabel(name: string, locale: string, at: Date = new Date()): string {
  try {
    return timezoneLabel(name, at, locale);
  } catch {
    return name; // a zone this browser does not know
  }
}

/** Why a Slack delivery failed, as the server writes it (slack.job.ts), as a translation key of settings.slack.errors. */
export function slackErrorKey(text: string): { key: string; values: Record<string, string> } | null {
  if (text === "Slack could not be reached") return { key: "unreachable", values: {} };
  if (text === "Slack was turned off before the message was sent") return { key: "turnedOff", values: {} };
  const answered = /^Slack answered HTTP (\d{3})$/.exec(text);
  if (answered) return { key: "answered", values: { status: answered[1] ?? "" } };
  const refused = /^Slack refused the message \(HTTP (\d{3})\)$/.exec(text);
  if (refused) return { key: "refused", values: { status: refused[1] ?? "" } };
  return null;
}

/** A connected tool's state as the overview shows it (decision 099): connected, to reconnect, or not set up. */
export function toolState(tool: Pick<ManagementTool, "is_connected" | "needs_reconnect">) {
  if (tool.needs_reconnect) return "reconnect" as const;
  return tool.is_connected ? ("connected" as const) : ("off" as const);
}
