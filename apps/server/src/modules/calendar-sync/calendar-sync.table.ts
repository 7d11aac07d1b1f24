import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";

/** A user's calendar connection (issue 25 §1): Google (OAuth refresh token) or a CalDAV server (app password). */
export const calendarConnections = pgTable(
  "calendar_connections",
  {
    user_id: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    provider: text("provider").notNull(),
    /** The Google account's email, the CalDAV user name. */
    account: text("account"),
    /** CalDAV only: the address the user typed (called only through the guarded outbound client). */
    server_url: text("server_url"),
    /** Google's refresh token or the CalDAV password: encrypted by the repository (decision 102), never sent back. */
    secret: text("secret").notNull(),
    access_token: text("access_token"),
    access_token_expires_at: timestamp("access_token_expires_at", { withTimezone: true }),
    /** The provider refused the stored grant (Google's invalid_grant): the user must connect again. */
    expired: boolean("expired").notNull().default(false),
    last_synced_at: timestamp("last_synced_at", { withTimezone: true }),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("calendar_connections_provider_check", sql`${t.provider} in ('google','caldav')`),
    index("calendar_connections_partner_idx").on(t.partner_id),
  ],
);

/** The calendars of a connection's account, and which the user chose to sync into. */
export const calendarChoices = pgTable(
  "calendar_choices",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => calendarConnections.user_id, { onDelete: "cascade" }),
    calendar_id: text("calendar_id").notNull(),
    name: text("name").notNull(),
    color: text("color"),
    selected: boolean("selected").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.calendar_id] })],
);

/**
 * What Quad wrote to a calendar: one row per (user, calendar, UID), the UID derived from Quad's own ids, so a
 * retried or repeated sync updates the same event and never adds a second one. `fingerprint` is the content
 * written, so an unchanged event is not written again.
 */
export const calendarSyncedEvents = pgTable(
  "calendar_synced_events",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => calendarConnections.user_id, { onDelete: "cascade" }),
    calendar_id: text("calendar_id").notNull(),
    uid: text("uid").notNull(),
    /** Where the provider keeps it (the CalDAV object's address, Google's event id). */
    remote_id: text("remote_id").notNull(),
    etag: text("etag"),
    fingerprint: text("fingerprint").notNull(),
    /** When the event ends: one past the sync window is left in the calendar, only its record goes. */
    ends_at: timestamp("ends_at", { withTimezone: true }).notNull(),
    synced_at: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.calendar_id, t.uid] })],
);

/**
 * Busy times read from a school user's calendar for the coming weeks (decision 101), without Quad's own events;
 * replaced whole on each sync. They mark the school's own availability slots, never shown to anyone else.
 */
export const calendarBusyTimes = pgTable(
  "calendar_busy_times",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => calendarConnections.user_id, { onDelete: "cascade" }),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    starts_at: timestamp("starts_at", { withTimezone: true }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("calendar_busy_times_order_check", sql`${t.ends_at} > ${t.starts_at}`),
    index("calendar_busy_times_user_idx").on(t.user_id),
    index("calendar_busy_times_partner_idx").on(t.partner_id, t.starts_at),
  ],
);
