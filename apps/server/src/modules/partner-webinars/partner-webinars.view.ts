import type { PartnerWebinar } from "@quad/contract/api/partner-webinars";
import { type WebinarStatus, webinarTab } from "@quad/contract/rules/partner-webinars";
import { wallClockInstant } from "@quad/contract/rules/slot-dates";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** "YYYY-MM-DDTHH:mm" in `zone` -> the instant. */
export function instantOf(wall: string, zone: string): Date {
  return wallClockInstant(wall.slice(0, 10), wall.slice(11, 16), zone);
}

/** The instant as "YYYY-MM-DDTHH:mm" in `zone`. */
export function wallTimeOf(at: Date, zone: string): string {
  return dayjs(at).tz(zone).format("YYYY-MM-DDTHH:mm");
}

export type WebinarRow = {
  id: number;
  title: string;
  description: string | null;
  start_time: Date;
  end_time: Date;
  timezone: string;
  is_in_person: boolean;
  location: string | null;
  join_url: string | null;
  recording_url: string | null;
  is_recording_available: boolean;
  is_slido_embed: boolean;
  capacity: number | null;
  speakers: { name: string; title?: string }[];
  status: string;
  cancelled_at: Date | null;
  created_at: Date;
  updated_at: Date;
  category_id: number | null;
  category_name: string | null;
  category_name_zh: string | null;
  provider_event_id: number | null;
  provider_event_title: string | null;
  registered_count: number;
};

export function webinarView(row: WebinarRow, now: Date): PartnerWebinar {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category:
      row.category_id !== null
        ? { id: row.category_id, name: row.category_name ?? "", name_zh: row.category_name_zh }
        : null,
    provider_event:
      row.provider_event_id !== null ? { id: row.provider_event_id, title: row.provider_event_title ?? "" } : null,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    start_at: wallTimeOf(row.start_time, row.timezone),
    end_at: wallTimeOf(row.end_time, row.timezone),
    timezone: row.timezone,
    is_in_person: row.is_in_person,
    location: row.location,
    join_url: row.join_url,
    recording_url: row.recording_url,
    is_recording_available: row.is_recording_available,
    is_slido_embed: row.is_slido_embed,
    capacity: row.capacity,
    speakers: row.speakers ?? [],
    status: row.status as WebinarStatus,
    tab: webinarTab(row.start_time, row.end_time, now),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    registered_count: Number(row.registered_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
