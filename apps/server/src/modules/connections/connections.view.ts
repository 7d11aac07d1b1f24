import type { ConnectionDetail, Engagement } from "@quad/contract/api/connection-detail";
import type { ConnectionListItem } from "@quad/contract/api/connections";
import {
  CONSENT_METHODS,
  type ConsentMethod,
  contactHidden,
  contactLocked,
  isMinor,
  listingBadge,
  type NextStep,
} from "@quad/contract/rules/connection-privacy";
import type {
  AccessTier,
  ActivityKind,
  ConnectionSource,
  ConnectionUserType,
  ListState,
} from "@quad/contract/rules/connections";
import type { ConnectionDetailRow, ConnectionListRow } from "./connections.repository.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
const userName = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, name: `${first ?? ""} ${last ?? ""}`.trim() };

const consentMethod = (method: string | null): ConsentMethod | null =>
  (CONSENT_METHODS as readonly string[]).includes(method ?? "") ? (method as ConsentMethod) : null;

/** The UTC calendar date of an instant, for the age of minors. */
export const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A row of the list; the email withheld for a minor without a guardian's consent (decision 043) and for a
 * connection not on the paid tier (decision 104).
 */
export function listItemView(row: ConnectionListRow, today: string): ConnectionListItem {
  const hidden = contactHidden(row.date_of_birth, row.guardian_consent_at, today);
  const locked = contactLocked(row.access_tier);
  const badge = listingBadge(row.viewed_at, row.changed_at);
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: hidden || locked ? null : row.email,
    contact_hidden: hidden,
    contact_locked: locked,
    user_type: row.user_type as ConnectionUserType,
    country: named(row.country_id, row.country_name),
    graduation_year: row.graduation_year,
    school_name: row.school_name,
    list_state: row.list_state as ListState | null,
    lead_category: named(row.lead_category_id, row.lead_category_name),
    next_step: row.next_step as NextStep | null,
    source: row.source as ConnectionSource,
    status: row.status,
    access_tier: row.access_tier as AccessTier,
    activities_count: row.activities_count,
    last_activity_at: iso(row.last_activity_at),
    created_at: row.created_at.toISOString(),
    is_new: badge === "new",
    is_updated: badge === "updated",
  };
}

export interface DetailExtras {
  citizenships: { id: number; name: string }[];
  kinds: { kind: string; n: number }[];
  firstWebinar: { id: number; title: string } | null;
  history: {
    from_state: string | null;
    to_state: string | null;
    changed_at: Date;
    user_id: number | null;
    user_first_name: string | null;
    user_last_name: string | null;
  }[];
}

export function detailView(row: ConnectionDetailRow, extras: DetailExtras, today: string): ConnectionDetail {
  const item = listItemView(row, today);
  const withheld = item.contact_hidden || item.contact_locked;
  return {
    id: row.id,
    user_type: item.user_type,
    list_state: item.list_state,
    lead_category: item.lead_category,
    next_step: item.next_step,
    access_tier: item.access_tier,
    is_new: item.is_new,
    is_updated: item.is_updated,
    profile: {
      first_name: row.first_name,
      last_name: row.last_name,
      gender: row.gender,
      date_of_birth: row.date_of_birth,
      country: item.country,
      state: row.state,
      city: row.city,
      citizenships: extras.citizenships,
      graduation_year: row.graduation_year,
      interest: row.interest,
      fit: row.fit,
      status: row.status,
      created_at: item.created_at,
    },
    academics: {
      scores: row.scores,
      academic_interests: row.academic_interests,
      course_interests: row.course_interests,
    },
    contact: {
      email: withheld ? null : row.email,
      phone: withheld ? null : row.phone,
      hidden: item.contact_hidden,
      locked: item.contact_locked,
      is_minor: isMinor(row.date_of_birth, today),
      guardian_consent_at: iso(row.guardian_consent_at),
      guardian_consent_given_by: row.guardian_consent_given_by,
      guardian_consent_method: consentMethod(row.guardian_consent_method),
      guardian_consent_recorded_by: userName(
        row.guardian_consent_recorded_by,
        row.consent_recorder_first_name,
        row.consent_recorder_last_name,
      ),
      guardian_consent_by: row.guardian_consent_by,
    },
    engagement: {
      activities_count: row.activities_count,
      first_activity_at: iso(row.first_activity_at),
      last_activity_at: iso(row.last_activity_at),
      by_kind: extras.kinds.map((k) => ({ kind: k.kind as ActivityKind, count: Number(k.n) })),
    },
    school: { id: row.school_partner_id, name: row.school_name, city: row.school_city, state: row.school_state },
    source: {
      source: item.source,
      first_activity_at: iso(row.first_activity_at),
      webinar: extras.firstWebinar,
    },
    list_state_history: extras.history.map((h) => ({
      from_state: h.from_state as ListState | null,
      to_state: h.to_state as ListState | null,
      changed_by: userName(h.user_id, h.user_first_name, h.user_last_name),
      changed_at: h.changed_at.toISOString(),
    })),
  };
}

export interface EngagementRow {
  id: number;
  kind: string;
  webinar_id: number | null;
  webinar_title: string | null;
  event_id: number | null;
  duration_seconds: number | null;
  note: string | null;
  occurred_at: Date;
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
}

export function engagementView(row: EngagementRow): Engagement {
  return {
    id: row.id,
    kind: row.kind as ActivityKind,
    webinar:
      row.webinar_id !== null && row.webinar_title !== null ? { id: row.webinar_id, title: row.webinar_title } : null,
    event_id: row.event_id,
    duration_seconds: row.duration_seconds,
    note: row.note,
    created_by: userName(row.user_id, row.user_first_name, row.user_last_name),
    occurred_at: row.occurred_at.toISOString(),
  };
}
