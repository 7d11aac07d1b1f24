import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { actionLabel, seatsLeft, webinarTiming } from "@quad/contract/rules/webinar-sessions";
import type { CatalogueSessionRow } from "./guest-catalogue.repository.ts";
import { joinLinkFor } from "./join-link.ts";

/** Where a registered guest's join links lead, and the secret that signs them. */
export interface JoinLinks {
  appUrl: string;
  secret: string;
}

/** One session as a guest (signed in or not) sees it at a time. */
export function toGuestSession(
  row: CatalogueSessionRow,
  signedIn: boolean,
  at: Date,
  links: JoinLinks,
): GuestWebinarSession {
  const status = (row.registration_status ?? null) as GuestWebinarSession["registration_status"];
  const registered = status === "registered";
  const live = status === "registered" || status === "waitlisted";
  const is_attending = registered && Boolean(row.reg_is_attending);
  const left = seatsLeft(row.capacity, row.registered_count + row.held_offers);
  return {
    id: row.id,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    is_in_person: row.is_in_person,
    is_recording_available: row.is_recording_available,
    join_url:
      registered && row.registration_id && row.join_url && !row.is_in_person
        ? joinLinkFor(links.appUrl, links.secret, row.registration_id)
        : null,
    is_video_watched: Boolean(row.reg_is_video_watched),
    is_attending,
    is_slido_embed: row.is_slido_embed,
    category_id: row.category_id,
    event_id: row.event_id,
    title: row.title,
    description: row.description,
    timezone: row.timezone,
    location: row.location,
    speakers: row.speakers,
    host_institution: { id: row.partner_id, name: row.host_name },
    capacity: row.capacity,
    seats_left: left,
    registration_status: status,
    offer_expires_at: live && row.offer_expires_at ? row.offer_expires_at.toISOString() : null,
    recording_url: signedIn && row.is_recording_available ? row.recording_url : null,
    timing: webinarTiming(row.start_time, row.end_time, at),
    action_label: actionLabel({ ...row, is_attending }, at),
    is_featured: row.is_featured,
  };
}
