import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { newFileName } from "../../lib/file-names.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { TEST_PASSWORD, type TestApp } from "../../test/app.ts";
import { createApplicant, createApplication, createProgram } from "../../test/application-fixtures.ts";
import { multipartBody, PDF_SMALL } from "../../test/files.ts";
import { studentApplicationComments, studentApplicationDocuments } from "../applications/applications.table.ts";
import { connectionExports, connections, crmIntegrations } from "../connections/connections.table.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import { regions } from "../reference/reference.table.ts";
import { joinTokenFor, joinTokenHashFor } from "../webinars/join-link.ts";
import {
  activities,
  people,
  providerEvents,
  webinarCategories,
  webinarRegistrations,
  webinarSessions,
  webinars,
  webinarUsers,
} from "../webinars/webinars.table.ts";

export const API = "/api/v1/partners";
/** A Monday: the world is built on it; the tests run the next day, when its visits have taken place. */
export const BUILT_AT = "2026-03-02T12:00:00Z";
export const TESTED_AT = "2026-03-03T12:00:00Z";
export { TEST_PASSWORD };

/** The eight Mondays after BUILT_AT on which the owner university holds one pending visit each. */
const MONDAYS = ["03-09", "03-16", "03-23", "03-30", "04-06", "04-13", "04-20", "04-27"].map((d) => `2026-${d}`);
export const VISITS = [
  "read",
  "statusBySchool",
  "statusByUniversity",
  "rescheduleByUniversity",
  "rescheduleBySchool",
  "universitiesReschedule",
  "schoolsReschedule",
  "location",
] as const;
export type VisitKey = (typeof VISITS)[number];

/**
 * The owners' data every case attacks: a university (admin, member, notifications, a check-in event)
 * and a school (weekly slots, spare slots) with visits between them, plus the two intruders: admins
 * of another university and of another school, who own nothing of it.
 */
export async function buildWorld(t: TestApp, setNow: (iso: string) => void) {
  setNow(BUILT_AT);
  const signedIn = async (type: "University" | "School", name: string) => {
    const partner = await t.createPartner({ institute_type: type, name, timezone: "UTC" });
    const user = await t.createUser({
      partner_id: partner.id,
      role: "admin",
      email: `${name.replaceAll(" ", ".")}@own.test`,
    });
    return { partner, user, token: await t.signIn(user.email) };
  };
  const as = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.injectAs(token, { method, url: `${API}${url}`, ...(payload ? { payload } : {}) });
  const ok = async (res: ReturnType<typeof as>) => {
    const r = await res;
    if (r.statusCode >= 300) throw new Error(`world setup failed: ${r.statusCode} ${r.body}`);
    return r.json();
  };

  // The school: Monday slots A and B through April, three spare Tuesday slots nobody books.
  const school = await signedIn("School", "Owner School Quercus");
  await ok(as(school.token, "PUT", "/auto_event_accept?is_event_auto_accept=false"));
  const slot = (days: number[], time_from: string, time_to: string) => ({ days, time_from, time_to, capacity: 5 });
  const saved = await ok(
    as(school.token, "POST", `/schools/${school.partner.id}/set_availability`, {
      availability: {
        availability_start_date: "2026-03-02",
        availability_end_date: "2026-04-30",
        slots: [
          slot([1], "09:00", "10:00"),
          slot([1], "10:00", "11:00"),
          slot([2], "09:00", "10:00"),
          slot([2], "10:00", "11:00"),
          slot([2], "11:00", "12:00"),
        ],
      },
    }),
  );
  type Ids = [number, number, number, number, number];
  const [slotA, slotB, ...spare] = saved.slots.map((s: { slot_id: number }) => s.slot_id) as Ids;

  // The university: its admin, a member, a notification and a check-in event with a registered guest.
  const uni = await signedIn("University", "Owner University Fagus");
  const member = await t.createUser({ partner_id: uni.partner.id, role: "member", email: "member.fagus@own.test" });
  const [notificationId] = await createNotifier(t.app.ctx).notifyUsers([uni.user.id], {
    notification_type: "Team",
    message: "Owner notice",
  });
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

  // Visits: two today that the school confirms (they will have taken place), one pending per Monday.
  const book = async (slot_id: number, event_date: string) =>
    (
      await ok(
        as(uni.token, "POST", "/events/create_event", {
          school_partner_id: school.partner.id,
          slot_id,
          event_date,
          timezone: "UTC",
          note: "Owner visit note",
        }),
      )
    ).event.id as number;
  const rated = await book(slotA, "2026-03-02");
  const unrated = await book(slotB, "2026-03-02");
  for (const id of [rated, unrated])
    await ok(as(school.token, "PUT", `/events/${id}/update_status`, { status: "confirm" }));
  const visits = {} as Record<VisitKey, { id: number; date: string }>;
  for (const [i, key] of VISITS.entries()) {
    const date = MONDAYS[i] as string;
    visits[key] = { id: await book(slotA, date), date };
  }

  setNow(TESTED_AT);
  await ok(
    t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/${rated}/create_feedback`,
      ...multipartBody({ rating: "5", comment: "Owner feedback" }),
    }),
  );
  const [region] = await t.db.select({ id: regions.id }).from(regions).limit(1);

  const intruderGuest = await t.app.inject({
    method: "POST",
    url: "/api/v1/webinars/registrations",
    payload: {
      first_name: "Other",
      last_name: "Guest",
      email: "other.guest@intruder.test",
      password: "another-guest-pass",
      role: "parent",
      country_id: uni.partner.country_id,
      city: "Elsewhere",
    },
  });
  if (intruderGuest.statusCode !== 201) throw new Error(`world setup failed: ${intruderGuest.body}`);
  const intruders = {
    University: await t.createSignedIn("University"),
    School: await t.createSignedIn("School"),
    Guest: { token: intruderGuest.json().data.authToken as string },
  };
  // The university's saved CRM (its connection test reaches a loopback port nobody listens on).
  await t.db.insert(crmIntegrations).values({
    partner_id: uni.partner.id,
    crm_name: "Slate",
    endpoint_url: "http://127.0.0.1:9/owner-crm",
    username: "owner-crm-user",
    secret: "owner-crm-secret",
  });
  // A connections export of the university, written and mailed (its link is a signed one only the mail holds).
  const exportFile = newFileName("csv");
  await t.app.ctx.storage.write(exportFile, Readable.from(["First name\r\nOwner export lead\r\n"]));
  const [ownExport] = await t.db
    .insert(connectionExports)
    .values({
      partner_id: uni.partner.id,
      user_id: uni.user.id,
      status: "email_sent",
      expected_rows: 1,
      rows_written: 1,
      file_key: exportFile,
      finished_at: new Date(BUILT_AT),
      mailed_at: new Date(BUILT_AT),
    })
    .returning({ id: connectionExports.id });
  // The university's programs (issue 13 §1): one with a brochure, one the owner deletes.
  const ownProgram = await ok(
    t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/programs`,
      ...multipartBody(
        { name: "Owner program Fagus", intake_rounds: JSON.stringify([{ name: "Owner round Fagus" }]) },
        [{ field: "brochure", filename: "owner-brochure-fagus.pdf", type: "application/pdf", data: PDF_SMALL }],
      ),
    }),
  );
  const leavingProgram = await ok(as(uni.token, "POST", "/programs", { name: "Owner program Fagus (leaving)" }));
  // Direct apply (issue 13): an application to the university's program with two staff documents and a comment,
  // the owner guest's own application, and a draft program no guest may apply to.
  const appliedProgram = await createProgram(t.db, uni.partner.id, { name: "Owner program Quercus" });
  const draftProgram = await createProgram(t.db, uni.partner.id, { name: "Owner draft program", status: "draft" });
  const applicant = await createApplicant(t.db, { email: "applicant.fagus@own.test", first_name: "Ownerapplicant" });
  const application = await createApplication(t.db, {
    partnerId: uni.partner.id,
    programId: appliedProgram.program.id,
    personId: applicant.personId,
    guestId: applicant.guestId,
    first_name: "Ownerapplicant",
    email: "applicant.fagus@own.test",
  });
  const guestApplication = await createApplication(t.db, {
    partnerId: uni.partner.id,
    programId: appliedProgram.program.id,
    personId: guestPerson?.id as number,
    guestId: guest?.id as number,
    first_name: "Guest",
    last_name: "Fagus",
    email: "guest.fagus@own.test",
  });
  const staffDocument = async (original_name: string) => {
    const file_name = await t.app.ctx.storage.put(PDF_SMALL, "pdf");
    const [row] = await t.db
      .insert(studentApplicationDocuments)
      .values({
        application_id: application.id,
        partner_id: uni.partner.id,
        document_type: "supporting_document",
        file_name,
        original_name,
        content_type: "application/pdf",
        size_bytes: PDF_SMALL.length,
        uploaded_by: uni.user.id,
        is_university_document: true,
      })
      .returning({ id: studentApplicationDocuments.id });
    return row?.id as number;
  };
  const applicationDocumentId = await staffDocument("owner-report.pdf");
  const deletableDocumentId = await staffDocument("owner-deletable.pdf");
  await t.db.insert(studentApplicationComments).values({
    application_id: application.id,
    partner_id: uni.partner.id,
    user_id: uni.user.id,
    body: "Owner review comment",
  });
  await t.app.ctx.mailer.flush();
  return {
    applications: {
      applicationId: application.id,
      applicantPersonId: applicant.personId,
      guestApplicationId: guestApplication.id,
      documentId: applicationDocumentId,
      deletableDocumentId,
      draftProgramId: draftProgram.program.id,
    },
    uni: { ...uni, member },
    school: { ...school, slotA, slotB, spare },
    visits,
    unratedVisit: unrated,
    webinarId: webinar?.id as number,
    guest: {
      token: guestToken,
      categoryId,
      onlineWebinarId: onlineWebinar?.id as number,
      draftWebinarId: draftWebinar?.id as number,
      joinToken: joinTokenFor(t.app.ctx.config.fileUrlSecret, registrationId),
    },
    sessionId: session?.id as number,
    providerEventId: providerEvent?.id as number,
    notificationId: notificationId as number,
    regionId: region?.id as number,
    connectionId,
    leavingConnectionId,
    exportId: ownExport?.id as number,
    programId: ownProgram.program.id as number,
    programFileId: ownProgram.program.brochure.id as number,
    leavingProgramId: leavingProgram.program.id as number,
    intruders,
    /** Text that identifies the owners: no answer to an intruder may contain it. */
    markers: [
      ...[uni.partner.name, school.partner.name, uni.user.email, member.email, school.user.email],
      ...["Owner notice", "Owner open day", "Owner visit note", "Owner feedback", "guest.fagus@own.test"],
      ...["Owner draft rehearsal", "meet.example.test/owner", "Owner webinar"],
      "leaver.fagus@own.test",
      ...["owner-crm", "owner-crm-user", "owner-crm-secret"],
      "Owner export lead",
      ...["Owner program Fagus", "Owner round Fagus", "owner-brochure-fagus.pdf"],
      ...["Ownerapplicant", "applicant.fagus@own.test", "Owner program Quercus", "Owner review comment"],
      ...["owner-report.pdf", "owner-deletable.pdf"],
    ],
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** Tables that are not partner data: sign-in state, read caches, reference data. */
const NOT_PARTNER_DATA = new Set([
  "sessions",
  "webinar_sessions",
  "throttle_counters",
  "list_versions",
  "countries",
  "states",
  "timezones",
  "regions",
  "region_countries",
  "school_sizes",
  "reasons",
]);

/** Every row of every partner-data table (new tables included), to compare before and after a request. */
export async function dumpDatabase(t: TestApp): Promise<Record<string, string[]>> {
  await t.app.ctx.mailer.flush();
  const tables = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const selects = tables.rows
    .map((r) => r.name)
    .filter((name) => !NOT_PARTNER_DATA.has(name))
    .map(
      (name) =>
        sql`select ${name}::text as name, coalesce(string_agg(to_jsonb(x)::text, E'\n' order by to_jsonb(x)::text), '') as dump from ${sql.identifier(name)} x`,
    );
  const result = await t.db.execute<{ name: string; dump: string }>(sql.join(selects, sql` union all `));
  return Object.fromEntries(result.rows.map((r) => [r.name, r.dump.split("\n")]));
}
