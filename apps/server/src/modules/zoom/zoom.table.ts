import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";
import { events } from "../visits/visits.table.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";

/**
 * An institution's connection to a video-meeting provider (decision 093): one per institution, as the spec keeps
 * is_zoom_connected and zoom_email on the Partner. The tokens are encrypted by the repository (decision 102).
 */
export const videoConnections = pgTable(
  "video_connections",
  {
    partner_id: integer("partner_id")
      .primaryKey()
      .references(() => partners.id, { onDelete: "cascade" }),
    provider: text("provider").notNull().default("zoom"),
    connected_by: integer("connected_by").references(() => users.id, { onDelete: "set null" }),
    account_id: text("account_id").notNull(),
    account_email: text("account_email").notNull(),
    access_token: text("access_token").notNull(),
    refresh_token: text("refresh_token").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("video_connections_provider_check", sql`${t.provider} in ('zoom')`)],
);

/**
 * The meeting of a visit (event_id) or of a webinar session (session_id): created in the provider by Quad
 * (provider zoom, with its meeting id) or a link a user pasted (provider link). A removed meeting keeps its row
 * (removed_at) so that the automatic creation for confirmed visits never brings back one a user removed.
 */
export const videoMeetings = pgTable(
  "video_meetings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    event_id: integer("event_id").references(() => events.id, { onDelete: "cascade" }),
    session_id: integer("session_id").references(() => webinars.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    provider_meeting_id: text("provider_meeting_id"),
    meeting_url: text("meeting_url"),
    instructions: text("instructions"),
    created_automatically: boolean("created_automatically").notNull().default(false),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    removed_at: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    check("video_meetings_target_check", sql`(${t.event_id} is null) <> (${t.session_id} is null)`),
    check("video_meetings_provider_check", sql`${t.provider} in ('zoom','link')`),
    check("video_meetings_live_check", sql`${t.removed_at} is not null or ${t.meeting_url} is not null`),
    uniqueIndex("video_meetings_event_key").on(t.event_id),
    uniqueIndex("video_meetings_session_key").on(t.session_id),
  ],
);
