import type { PartnerWebinar, WebinarInput } from "@quad/contract/api/partner-webinars";
import {
  PARTNER_WEBINARS_PAGE_SIZE,
  REGISTRANTS_PAGE_SIZE,
  type REGISTRATION_STATUSES,
  WEBINAR_STATUSES,
  WEBINAR_TABS,
  type WebinarStatus,
  type WebinarTab,
} from "@quad/contract/rules/partner-webinars";

/** The sessions list's state in the URL: /event/sessions?tab=upcoming&status=draft&q=law&category=3&page=2. */
export interface SessionsSearch {
  tab: WebinarTab;
  status: WebinarStatus | "all";
  q: string;
  category: number | null;
  page: number;
}

const positiveInt = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};

export function parseSessionsSearch(raw: Record<string, unknown>): SessionsSearch {
  const tab = (WEBINAR_TABS as readonly unknown[]).includes(raw.tab) ? (raw.tab as WebinarTab) : "upcoming";
  const status = (WEBINAR_STATUSES as readonly unknown[]).includes(raw.status) ? (raw.status as WebinarStatus) : "all";
  const q = typeof raw.q === "string" ? raw.q.slice(0, 200) : typeof raw.q === "number" ? String(raw.q) : "";
  return { tab, status, q, category: positiveInt(raw.category), page: positiveInt(raw.page) ?? 1 };
}

/** The URL's query for a state: defaults left out, so /event/sessions is the upcoming tab. */
export function sessionsSearchParams(s: SessionsSearch): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (s.tab !== "upcoming") out.tab = s.tab;
  if (s.status !== "all") out.status = s.status;
  if (s.q.trim()) out.q = s.q.trim();
  if (s.category) out.category = s.category;
  if (s.page > 1) out.page = s.page;
  return out;
}

export interface SessionsFilters {
  tab: WebinarTab;
  status?: WebinarStatus;
  search?: string;
  category_id?: number;
  page_no: number;
  per_page: number;
}

export function sessionsFilters(s: SessionsSearch): SessionsFilters {
  return {
    tab: s.tab,
    ...(s.status !== "all" ? { status: s.status } : {}),
    ...(s.q.trim() ? { search: s.q.trim() } : {}),
    ...(s.category ? { category_id: s.category } : {}),
    page_no: s.page,
    per_page: PARTNER_WEBINARS_PAGE_SIZE,
  };
}

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export interface RegistrantsFilters {
  search?: string;
  status?: RegistrationStatus;
  page_no: number;
  per_page: number;
}
export const registrantsFilters = (
  q: string,
  status: RegistrationStatus | "all",
  page: number,
): RegistrantsFilters => ({
  ...(q.trim() ? { search: q.trim() } : {}),
  ...(status !== "all" ? { status } : {}),
  page_no: page,
  per_page: REGISTRANTS_PAGE_SIZE,
});

export interface ProviderEventsFilters {
  category_id?: number;
  from?: string;
  to?: string;
  /** Only the events the institution takes part in. */
  participating?: boolean;
}

/** The events catalogue's state in the URL: /event/quad-events?category=2&from=2026-04-01&to=2026-04-30. */
export function parseProviderEventsSearch(raw: Record<string, unknown>): ProviderEventsFilters {
  const date = (v: unknown) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  const category = positiveInt(raw.category);
  const from = date(raw.from);
  const to = date(raw.to);
  return { ...(category ? { category_id: category } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export function providerEventsSearchParams(f: ProviderEventsFilters): Record<string, string | number> {
  return {
    ...(f.category_id ? { category: f.category_id } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}

/** The badge colour of a session's status. */
export const STATUS_COLORS: Record<WebinarStatus, string> = {
  published: "teal",
  draft: "gray",
  cancelled: "red",
};

/** The session form's values: every field a string or boolean, as the inputs hold them. */
export interface SessionFormValues {
  title: string;
  description: string;
  category_id: string;
  provider_event_id: string;
  start_at: string;
  end_at: string;
  timezone: string;
  is_in_person: boolean;
  location: string;
  join_url: string;
  recording_url: string;
  is_recording_available: boolean;
  is_slido_embed: boolean;
  capacity: string;
  speakers: { name: string; title: string }[];
  status: "draft" | "published";
}

export const SESSION_FORM_FIELDS = [
  "title",
  "description",
  "category_id",
  "provider_event_id",
  "start_at",
  "end_at",
  "timezone",
  "is_in_person",
  "location",
  "join_url",
  "recording_url",
  "is_recording_available",
  "is_slido_embed",
  "capacity",
  "speakers",
  "status",
] as const;

/** A new session's form: a week from now at 10:00 for an hour, in the viewer's zone. */
export function emptySessionForm(zone: string, today: string): SessionFormValues {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  const day = d.toISOString().slice(0, 10);
  return {
    title: "",
    description: "",
    category_id: "",
    provider_event_id: "",
    start_at: `${day}T10:00`,
    end_at: `${day}T11:00`,
    timezone: zone,
    is_in_person: false,
    location: "",
    join_url: "",
    recording_url: "",
    is_recording_available: false,
    is_slido_embed: false,
    capacity: "",
    speakers: [],
    status: "published",
  };
}

export function sessionFormOf(w: PartnerWebinar): SessionFormValues {
  return {
    title: w.title,
    description: w.description ?? "",
    category_id: w.category ? String(w.category.id) : "",
    provider_event_id: w.provider_event ? String(w.provider_event.id) : "",
    start_at: w.start_at,
    end_at: w.end_at,
    timezone: w.timezone,
    is_in_person: w.is_in_person,
    location: w.location ?? "",
    join_url: w.join_url ?? "",
    recording_url: w.recording_url ?? "",
    is_recording_available: w.is_recording_available,
    is_slido_embed: w.is_slido_embed,
    capacity: w.capacity === null ? "" : String(w.capacity),
    speakers: w.speakers.map((s) => ({ name: s.name, title: s.title ?? "" })),
    status: w.status === "draft" ? "draft" : "published",
  };
}

/** What the form sends: the contract's input (blank optional fields are left out by the schema). */
export function sessionInputOf(v: SessionFormValues): WebinarInput {
  return {
    title: v.title,
    description: v.description,
    category_id: v.category_id || undefined,
    provider_event_id: v.provider_event_id || undefined,
    start_at: v.start_at,
    end_at: v.end_at,
    timezone: v.timezone,
    is_in_person: v.is_in_person,
    location: v.is_in_person ? v.location : "",
    join_url: v.join_url,
    recording_url: v.recording_url,
    is_recording_available: v.is_recording_available,
    is_slido_embed: v.is_slido_embed,
    capacity: v.capacity,
    speakers: v.speakers.filter((s) => s.name.trim() || s.title.trim()),
    status: v.status,
  };
}

/** Server or schema errors keyed by the form's paths ("speakers.0.name"), first message each. */
export function formErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join(".");
    if (!(key in out)) out[key] = i.message;
  }
  return out;
}
