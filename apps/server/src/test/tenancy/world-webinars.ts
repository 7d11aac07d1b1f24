import { and, eq } from "drizzle-orm";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { connections } from "../../modules/connections/connections.table.ts";
import { joinTokenHashFor } from "../../modules/webinars/join-link.ts";
import {
  activities,
  people,
  providerEvents,
  webinarCategories,
  webinarRegistrations,
  webinarSessions,
  webinars,
  webinarUsers,
} from "../../modules/webinars/webinars.table.ts";
import type { TestApp } from "../app.ts";
import { BUILT_AT, type Owner } from "./world-requests.ts";

/**
 * The university's webinars (an in-person open day with a registered guest, a session it hosts, a provider's
 * event), the guest area (the owner guest signed in and registered for a live online session, beside a draft)
 * and its connections.
 */
export async function buildOwnerWebinars(t: TestApp, uni: Owner) {
  const [webinar] = await t.db
    .insert(webinars)
    .values({
      partner_id: uni.partner.id,
      title: "Owner open day",
      start_time: new Date("2026-03-03T10:00:00Z"),
      end_time: new Date("2026-03-03T14:00:00Z"),
      timezone: "UTC",
      is_in_person: true,
      location: "Main hall",
    })
    .returning();
  const [guest] = await t.db
    .insert(webinarUsers)
    .values({ email: "guest.fagus@own.test", first_name: "Guest", last_name: "Fagus", graduation_year: 2027 })
    .returning();
  await t.db.insert(webinarRegistrations).values({
    webinar_id: webinar?.id as number,
    partner_id: uni.partner.id,
    webinar_user_id: guest?.id as number,
  });
  // A session the owner still hosts (edit, cancel, registrants), and a provider's event it may join.
  const [fairCategory] = await t.db.insert(webinarCategories).values({ name: "Owner-free category" }).returning();
  const [providerEvent] = await t.db
    .insert(providerEvents)
    .values({
      category_id: fairCategory?.id as number,
      title: "Provider fair",
      start_time: new Date("2026-06-01T09:00:00Z"),
      end_time: new Date("2026-06-01T17:00:00Z"),
      timezone: "UTC",
    })
    .returning();
  const [session] = await t.db
    .insert(webinars)
    .values({
      partner_id: uni.partner.id,
      title: "Owner webinar",
      start_time: new Date("2026-05-04T10:00:00Z"),
      end_time: new Date("2026-05-04T11:00:00Z"),
      timezone: "UTC",
      join_url: "https://meet.example.test/owner",
    })
    .returning();
  await t.db.insert(webinarRegistrations).values({
    webinar_id: session?.id as number,
    partner_id: uni.partner.id,
    webinar_user_id: guest?.id as number,
  });

  // The guest area: the owner guest signed in and registered for the university's live online session
  // of a category, beside a draft session no guest may see.
  const [category] = await t.db.insert(webinarCategories).values({ name: "Owner category" }).returning();
  const categoryId = category?.id as number;
  const online = {
    partner_id: uni.partner.id,
    start_time: new Date("2026-03-03T11:00:00Z"),
    end_time: new Date("2026-03-03T13:00:00Z"),
    timezone: "UTC",
    category_id: categoryId,
    join_url: "https://meet.example.test/owner",
  };
  const [onlineWebinar] = await t.db
    .insert(webinars)
    .values({ ...online, title: "Public talk" })
    .returning();
  const [draftWebinar] = await t.db
    .insert(webinars)
    .values({ ...online, title: "Owner draft rehearsal", status: "draft" })
    .returning();
  await t.db
    .update(webinarUsers)
    .set({
      country_id: uni.partner.country_id,
      city: "Oakham",
      institute_name: "Oakham School",
      date_of_birth: "2009-01-01",
    })
    .where(eq(webinarUsers.id, guest?.id as number));
  // The university's connections (issue 11): the guest, a minor, from a registration; another person
  // from a visit sign-up, kept for the disconnect case.
  const [guestPerson] = await t.db.insert(people).values({ email: "guest.fagus@own.test" }).returning();
  const [leaver] = await t.db.insert(people).values({ email: "leaver.fagus@own.test" }).returning();
  await t.db
    .update(webinarUsers)
    .set({ person_id: guestPerson?.id as number })
    .where(eq(webinarUsers.id, guest?.id as number));
  await t.db.insert(activities).values([
    { person_id: guestPerson?.id as number, partner_id: uni.partner.id, kind: "registered", webinar_id: session?.id },
    { person_id: leaver?.id as number, partner_id: uni.partner.id, kind: "visit_signup" },
  ]);
  const connectionOf = async (personId: number | undefined) =>
    (
      await t.db
        .select({ id: connections.id })
        .from(connections)
        .where(and(eq(connections.partner_id, uni.partner.id), eq(connections.person_id, personId as number)))
    )[0]?.id as number;
  const connectionId = await connectionOf(guestPerson?.id);
  const leavingConnectionId = await connectionOf(leaver?.id);
  const [guestRegistration] = await t.db
    .insert(webinarRegistrations)
    .values({
      webinar_id: onlineWebinar?.id as number,
      partner_id: uni.partner.id,
      webinar_user_id: guest?.id as number,
    })
    .returning();
  const registrationId = guestRegistration?.id as number;
  await t.db
    .update(webinarRegistrations)
    .set({ join_token_hash: joinTokenHashFor(t.app.ctx.config.fileUrlSecret, registrationId) })
    .where(eq(webinarRegistrations.id, registrationId));
  const guestToken = newToken();
  await t.db.insert(webinarSessions).values({
    webinar_user_id: guest?.id as number,
    token_hash: hashToken(guestToken),
    expires_at: new Date("2026-04-30T00:00:00Z"),
    created_at: new Date(BUILT_AT),
    last_seen_at: new Date(BUILT_AT),
  });
  return {
    webinar,
    guest,
    providerEvent,
    session,
    categoryId,
    onlineWebinar,
    draftWebinar,
    guestPerson,
    connectionId,
    leavingConnectionId,
    registrationId,
    guestToken,
  };
}
