import { createNotifier } from "../../modules/notifications/notifications.service.ts";
import { regions } from "../../modules/reference/reference.table.ts";
import { joinTokenFor } from "../../modules/webinars/join-link.ts";
import { TEST_PASSWORD, type TestApp } from "../app.ts";
import { multipartBody } from "../files.ts";
import { buildOwnerApplications } from "./world-applications.ts";
import { API, BUILT_AT, requestsOf } from "./world-requests.ts";
import { buildOwnerWebinars } from "./world-webinars.ts";

export { dumpDatabase } from "./database-dump.ts";
export { API, BUILT_AT };
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
  const { as, ok } = requestsOf(t);

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
  const {
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
  } = await buildOwnerWebinars(t, uni);

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
  // A fair the school hosts (issue 24 §2): its own session, as a university's.
  const schoolFair = await ok(
    as(school.token, "POST", "/partner_webinars", {
      title: "Owner school fair",
      start_at: "2026-05-05T14:00",
      end_at: "2026-05-05T17:00",
      timezone: "UTC",
      is_in_person: true,
      location: "Owner sports hall",
    }),
  );
  const intruders = {
    University: await t.createSignedIn("University"),
    School: await t.createSignedIn("School"),
    Guest: { token: intruderGuest.json().data.authToken as string },
  };
  const {
    ownExport,
    ownProgram,
    leavingProgram,
    draftProgram,
    applicant,
    application,
    guestApplication,
    applicationDocumentId,
    deletableDocumentId,
    payment,
    paymentExportId,
  } = await buildOwnerApplications(t, uni, {
    guestId: guest?.id as number,
    guestPersonId: guestPerson?.id as number,
    schoolId: school.partner.id,
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
      payment,
      paymentExportId,
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
    schoolSessionId: schoolFair.webinar.id as number,
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
      ...[
        "Owner draft rehearsal",
        "meet.example.test/owner",
        "Owner webinar",
        "Owner school fair",
        "Owner sports hall",
      ],
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
