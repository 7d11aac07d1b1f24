import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInsightsRepository } from "../../modules/insights/insights.repository.ts";
import { createPlansService } from "../../modules/plans/plans.service.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { multipartBody, PDF_SMALL } from "../files.ts";
import { API, BUILT_AT, buildWorld, dumpDatabase, TEST_PASSWORD, type VisitKey, type World } from "./tenant-world.ts";

/**
 * "No partner ever sees another partner's data": every route with a parameter, attacked by an admin
 * of another institution, answers 403 or 404, leaks nothing of the owner and changes nothing in the
 * database; the very same request then succeeds for the owner, so the refusal is the ownership check
 * (not a validation error). The route list comes from the app: a new {id} route without a case fails.
 */

let t: TestApp;
let w: World;
let clock = Date.parse(BUILT_AT);
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  w = await buildWorld(t, (iso) => {
    clock = Date.parse(iso);
  });
  // The insight reports (issue 26 §2): both universities on the paid plan, the rollups built once.
  const plans = createPlansService({ db: t.db, now: () => new Date(clock) });
  for (const id of [w.uni.partner.id, w.intruders.University.partner.id]) {
    await plans.set(id, "insights", "paid", "test");
  }
  await createInsightsRepository(t.db).refresh(new Date(clock));
});
afterAll(async () => t?.close());

/**
 * One attempt on a route by an admin of another institution of type `by`, or on the guest area's
 * routes by another webinar guest (`Guest`).
 */
interface Attempt {
  by: "University" | "School" | "Guest";
  /**
   * What the product answers the intruder; 200 only for the guest catalogue, public by design, whose
   * answer must still carry nothing of the owner's unpublished sessions.
   */
  status: 200 | 403 | 404;
  /** The owner's resource put in the path ({id}, or {token}). */
  id: (w: World) => number | string;
  /** Further path parameters, e.g. {event_id}. */
  params?: (w: World) => Record<string, number | string>;
  query?: string;
  /** A body valid per the contract. */
  body?: (w: World) => Pick<InjectOptions, "payload" | "headers">;
  /** The owner for whom the same request succeeds afterwards. */
  ok?: "uni" | "school" | "guest";
}

const json = (payload: object) => () => ({ payload });
const form = (fields: Record<string, string>) => () => multipartBody(fields);
const visit = (key: VisitKey) => (w: World) => w.visits[key].id;
/** A visit moved to the same date on the school's other Monday slot. */
const moveTo = (key: VisitKey) => (w: World) => ({
  payload: { slot_id: w.school.slotB, event_date: w.visits[key].date, timezone: "UTC", reason: "Exams moved" },
});
/** Routes under users/{id}/… are the signed-in user's own (another id is not found). */
const ownUser = (extra: Partial<Attempt> = {}): Attempt[] => [
  { by: "University", status: 404, id: (w) => w.uni.user.id, ok: "uni", ...extra },
];
const byBoth = (a: Omit<Attempt, "by">): Attempt[] => [
  { ...a, by: "University" },
  { ...a, by: "School" },
];
const newSlots = (day: number) =>
  json({
    availability: {
      availability_start_date: "2026-04-01",
      availability_end_date: "2026-04-30",
      slots: [{ days: [day], time_from: "14:00", time_to: "15:00", capacity: 2 }],
    },
  });
const school = (w: World) => w.school.partner.id;
/**
 * The sessions the owner university and the owner school host (decision 075): any other institution is told
 * they do not exist.
 */
const ownSession = (extra: Partial<Attempt> = {}): Attempt[] => [
  { by: "School", status: 404, id: (w) => w.sessionId, ...extra },
  { by: "University", status: 404, id: (w) => w.sessionId, ok: "uni", ...extra },
  { by: "University", status: 404, id: (w) => w.schoolSessionId, ...extra },
  { by: "School", status: 404, id: (w) => w.schoolSessionId, ok: "school", ...extra },
];
const university = (w: World) => w.uni.partner.id;
/** The owner university's connection: another university is told it does not exist, a school is refused. */
const ownConnection = (extra: Partial<Attempt> = {}): Attempt[] => [
  { by: "School", status: 403, id: (w) => w.connectionId, ...extra },
  { by: "University", status: 404, id: (w) => w.connectionId, ok: "uni", ...extra },
];
/** The owner university's program: another university is told it does not exist, a school has no programs. */
const ownProgram = (extra: Partial<Attempt> = {}): Attempt[] => [
  { by: "School", status: 403, id: (w) => w.programId, ...extra },
  { by: "University", status: 404, id: (w) => w.programId, ok: "uni", ...extra },
];
const ownCrm = (extra: Partial<Attempt> = {}): Attempt[] => [
  { by: "School", status: 403, id: university, ...extra },
  { by: "University", status: 404, id: university, ok: "uni", ...extra },
];

/** The university's application: another university is told it does not exist; a School (it owns none) too. */
const ownApplication = (id: (w: World) => number, extra: Partial<Attempt> = {}): Attempt[] => [
  { by: "School", status: 404, id, ...extra },
  { by: "University", status: 404, id, ok: "uni", ...extra },
];
const application = (w: World) => w.applications.applicationId;
/** The university's payment: another university is told it does not exist, a school is refused (it owns none). */
const ownPayment = (extra: Partial<Attempt> = {}): Attempt[] => [
  { by: "School", status: 403, id: (w) => w.applications.payment.id, ...extra },
  { by: "University", status: 404, id: (w) => w.applications.payment.id, ok: "uni", ...extra },
];
const pdfForm =
  (field: string, fields: Record<string, string> = {}) =>
  () =>
    multipartBody(fields, [{ field, filename: "intruder.pdf", type: "application/pdf", data: PDF_SMALL }]);

const CASES: Record<string, Attempt[]> = {
  // The user's own account and settings.
  "GET /api/v1/partners/users/{id}/check_session": ownUser(),
  "GET /api/v1/partners/users/{id}": ownUser(),
  "PUT /api/v1/partners/users/{id}": ownUser({ body: form({ first_name: "Ada", last_name: "Fagus" }) }),
  "PUT /api/v1/partners/users/{id}/update_password": ownUser({
    body: json({ current_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD }),
  }),
  "PUT /api/v1/partners/users/{id}/update_timezone": ownUser({ body: json({ timezone: "Europe/Paris" }) }),
  "GET /api/v1/partners/users/{id}/partner_timezone": ownUser(),
  "GET /api/v1/partners/users/{id}/email_preferences": ownUser(),
  "PUT /api/v1/partners/users/{id}/set_email_preference": ownUser({
    body: json({ email_preferences: { Team: false } }),
  }),
  "POST /api/v1/partners/users/{id}/contact_uem": ownUser({
    body: json({ request_type: "support", comments: "Please call us back" }),
  }),
  "POST /api/v1/partners/users/{id}/notifications": ownUser({ body: json({ page_no: 1 }) }),
  "PUT /api/v1/partners/users/{id}/notifications/mark_read": ownUser({
    body: (w) => ({ payload: { notifications: { ids: [w.notificationId] } } }),
  }),
  "GET /api/v1/partners/users/{id}/user_onboarding": ownUser(),
  "GET /api/v1/partners/users/{id}/seed_data": ownUser(),
  "GET /api/v1/partners/users/{id}/peers": ownUser(),
  "GET /api/v1/partners/users/{id}/final_steps": ownUser(),
  "PUT /api/v1/partners/users/{id}/set_onboarding": ownUser({ body: json({ is_onboard: true }) }),

  // The institution's profile: its own only, through its own segment.
  "GET /api/v1/partners/universities/{id}": byBoth({ status: 404, id: university, ok: "uni" }),
  "PUT /api/v1/partners/universities/{id}": byBoth({
    status: 404,
    id: university,
    body: (w) => multipartBody({ name: w.uni.partner.name, country_id: String(w.uni.partner.country_id) }),
    ok: "uni",
  }),
  "GET /api/v1/partners/schools/{id}": byBoth({ status: 404, id: school, ok: "school" }),
  "PUT /api/v1/partners/schools/{id}": byBoth({
    status: 404,
    id: school,
    body: (w) => multipartBody({ name: w.school.partner.name, country_id: String(w.school.partner.country_id) }),
    ok: "school",
  }),

  // Team members of the university.
  "GET /api/v1/partners/teams/{id}": [{ by: "University", status: 404, id: (w) => w.uni.member.id, ok: "uni" }],
  "PUT /api/v1/partners/teams/{id}/assign_regions": [
    {
      by: "University",
      status: 404,
      id: (w) => w.uni.member.id,
      body: (w) => ({ payload: { region_ids: [w.regionId] } }),
      ok: "uni",
    },
  ],
  "PUT /api/v1/partners/users/{id}/update_member": [
    {
      by: "University",
      status: 404,
      id: (w) => w.uni.member.id,
      body: form({ first_name: "Mo", last_name: "Fagus", role: "member", designation: "Officer" }),
      ok: "uni",
    },
  ],

  // The university's schools directory (its booking states and visits).
  "POST /api/v1/partners/universities/{id}/schools_list": byBoth({
    status: 404,
    id: university,
    body: json({ page_no: 1 }),
    ok: "uni",
  }),

  // The school's availability. Universities read any school's calendar (shared by design): the
  // intruder on reads is another school.
  "GET /api/v1/partners/schools/{id}/availability": [
    { by: "School", status: 404, id: school, query: "start_date=2026-03-09&end_date=2026-03-15", ok: "school" },
  ],
  "GET /api/v1/partners/schools/{id}/slot_precedence": [
    { by: "School", status: 404, id: school, query: "date=2026-03-09", ok: "school" },
  ],
  "POST /api/v1/partners/schools/{id}/set_availability": [
    { by: "School", status: 404, id: school, body: newSlots(3), ok: "school" },
    { by: "University", status: 404, id: school, body: newSlots(4), ok: "school" },
  ],
  "PUT /api/v1/partners/availabilities/{id}": byBoth({
    status: 404,
    id: (w) => w.school.spare[0],
    body: json({ time_from: "09:00", time_to: "09:45", capacity: 4 }),
    ok: "school",
  }),
  "DELETE /api/v1/partners/availabilities/{id}": [
    { by: "School", status: 404, id: (w) => w.school.spare[1], ok: "school" },
    { by: "University", status: 404, id: (w) => w.school.spare[2], ok: "school" },
  ],

  // Visits: only their university and their school; a third of each type tries.
  "GET /api/v1/partners/events/{id}": [
    { by: "University", status: 404, id: visit("read"), ok: "uni" },
    { by: "School", status: 404, id: visit("read"), ok: "school" },
  ],
  "POST /api/v1/partners/events/{id}/seen": [
    { by: "University", status: 404, id: visit("read"), ok: "uni" },
    { by: "School", status: 404, id: visit("read"), ok: "school" },
  ],
  "PUT /api/v1/partners/events/{id}/update_status": [
    { by: "School", status: 404, id: visit("statusBySchool"), body: json({ status: "confirm" }), ok: "school" },
    {
      by: "University",
      status: 404,
      id: visit("statusByUniversity"),
      body: json({ status: "cancel", reason: "Travel cancelled" }),
      ok: "uni",
    },
  ],
  "PUT /api/v1/partners/events/{id}/reschedule": [
    {
      by: "University",
      status: 404,
      id: visit("rescheduleByUniversity"),
      body: moveTo("rescheduleByUniversity"),
      ok: "uni",
    },
    { by: "School", status: 404, id: visit("rescheduleBySchool"), body: moveTo("rescheduleBySchool"), ok: "school" },
  ],
  "PUT /api/v1/partners/universities/events/{id}/reschedule": [
    {
      by: "University",
      status: 404,
      id: visit("universitiesReschedule"),
      body: moveTo("universitiesReschedule"),
      ok: "uni",
    },
  ],
  "PUT /api/v1/partners/schools/events/{id}/reschedule": [
    { by: "School", status: 404, id: visit("schoolsReschedule"), body: moveTo("schoolsReschedule"), ok: "school" },
  ],
  // {id} is the visit; universities never set a location (403 before any lookup).
  "PUT /api/v1/partners/schools/{id}/update_event_location": [
    { by: "University", status: 403, id: visit("location"), body: json({ location: "Room 12" }) },
    { by: "School", status: 404, id: visit("location"), body: json({ location: "Room 12" }), ok: "school" },
  ],
  // The school tries first, while the visit is still unrated.
  "POST /api/v1/partners/events/{id}/create_feedback": [
    { by: "School", status: 404, id: (w) => w.unratedVisit, body: form({ rating: "2" }) },
    {
      by: "University",
      status: 404,
      id: (w) => w.unratedVisit,
      body: form({ rating: "2", comment: "Meh" }),
      ok: "uni",
    },
  ],

  // A university's public profile (issue 12 §1): public by design, so another university reads it and records
  // nothing; a school's id is no university profile (nothing of the school shows, and no view is recorded).
  "GET /api/v1/partners/universities/{id}/profile": [
    { by: "University", status: 200, id: university, ok: "uni" },
    { by: "University", status: 404, id: school },
    { by: "School", status: 404, id: school },
  ],
  "GET /api/v1/webinars/institutions/{id}": [{ by: "Guest", status: 404, id: school }],

  // The school's profile and ratings as the directory shows them: read by any university (by design).
  "GET /api/v1/partners/schools/{id}/detail_info": [{ by: "School", status: 404, id: school, ok: "school" }],
  "GET /api/v1/partners/schools/{id}/feedbacks": [{ by: "School", status: 404, id: school, ok: "school" }],

  // Check-in: {id} is the university's event (webinar) with its registered guests.
  "GET /api/v1/partners/events/{id}/mobile_event_detail": byBoth({ status: 404, id: (w) => w.webinarId, ok: "uni" }),

  // The guest area: another guest never sees a university's draft nor touches the owner guest's
  // registration; its catalogue is public by design (published sessions only).
  "GET /api/v1/webinars/categories/{id}/feature_sessions": [
    { by: "Guest", status: 200, id: (w) => w.guest.categoryId, ok: "guest" },
  ],
  "GET /api/v1/webinars/categories/{id}/events": [
    { by: "Guest", status: 200, id: (w) => w.guest.categoryId, ok: "guest" },
  ],
  "GET /api/v1/webinars/categories/{id}/events/{event_id}": [
    {
      by: "Guest",
      status: 404,
      id: (w) => w.guest.categoryId,
      params: (w) => ({ event_id: w.guest.draftWebinarId }),
    },
  ],
  "POST /api/v1/webinars/events/{id}/register": [
    { by: "Guest", status: 404, id: (w) => w.guest.draftWebinarId, body: json({ is_attending: true }) },
  ],
  "POST /api/v1/webinars/events/{id}/cancel_registration": [
    { by: "Guest", status: 404, id: (w) => w.guest.onlineWebinarId, ok: "guest" },
  ],
  // A replay of the university's draft is not found; another guest's presence in the owner's session
  // is no registration of theirs.
  "POST /api/v1/webinars/events/{id}/recording_view": [{ by: "Guest", status: 404, id: (w) => w.guest.draftWebinarId }],
  "POST /api/v1/webinars/events/{id}/presence": [{ by: "Guest", status: 404, id: (w) => w.guest.onlineWebinarId }],
  // The join link is its own credential: another guest's made-up token finds nothing.
  "GET /api/v1/webinars/join/{token}": [
    { by: "Guest", status: 404, id: (w) => `${w.guest.joinToken.slice(0, -4)}AAAA` },
  ],
  "GET /api/v1/webinars/join/{token}/calendar.ics": [
    { by: "Guest", status: 404, id: (w) => `${w.guest.joinToken.slice(0, -4)}AAAA` },
  ],
  // The calendar feed's token is its credential: a made-up one finds no guest's sessions.
  "GET /api/v1/webinars/calendar/{token}.ics": [{ by: "Guest", status: 404, id: () => "A".repeat(43) }],
  // A staff user's feed (decision 090): the token is the credential; a made-up one finds no one's visits.
  "GET /api/v1/partners/calendar/{token}.ics": [{ by: "University", status: 404, id: () => "A".repeat(43) }],
  // The sessions the university and the school host. Edit before cancel.
  "GET /api/v1/partners/partner_webinars/{id}": ownSession(),
  "PUT /api/v1/partners/partner_webinars/{id}": ownSession({
    body: json({
      title: "Owner webinar",
      start_at: "2026-05-04T10:00",
      end_at: "2026-05-04T11:30",
      timezone: "UTC",
      join_url: "https://meet.example.test/owner",
    }),
  }),
  "GET /api/v1/partners/partner_webinars/{id}/registrants": ownSession(),
  "PUT /api/v1/partners/partner_webinars/{id}/cancel": ownSession({ body: json({ reason: "Owner reason" }) }),
  // A connections export's file: only its mailed, signed link opens it; a link made up by another institution
  // for the owner's export opens nothing (the real link is tested in connections-export.test.ts).
  "GET /api/v1/partners/connections/download/{id}": [
    { by: "University", status: 404, id: (w) => w.exportId, query: `expires=4102444800&signature=${"0".repeat(64)}` },
  ],
  // The provider's events are open to every university by design; a school may not take part.
  "POST /api/v1/partners/provider_events/{id}/participate": [
    { by: "School", status: 403, id: (w) => w.providerEventId, ok: "uni" },
  ],
  "DELETE /api/v1/partners/provider_events/{id}/participate": [
    { by: "School", status: 403, id: (w) => w.providerEventId, ok: "uni" },
  ],
  // The university's connections (schools have none: 403 by institution type).
  "GET /api/v1/partners/connections/{id}": ownConnection(),
  "PUT /api/v1/partners/connections/{id}": ownConnection({ body: json({ list_state: "shortlisted" }) }),
  "GET /api/v1/partners/connections/{id}/engagements": ownConnection(),
  "POST /api/v1/partners/connections/{id}/activities": ownConnection({
    body: json({ kind: "note", note: "Owner connection note" }),
  }),
  "PUT /api/v1/partners/connections/{id}/guardian_consent": ownConnection({
    body: json({ given_by: "Owner guardian", method: "email" }),
  }),
  // Its own connection: the owner's disconnect takes it out of every other case.
  "PUT /api/v1/partners/connections/{id}/disconnect": [
    { by: "School", status: 403, id: (w) => w.leavingConnectionId },
    { by: "University", status: 404, id: (w) => w.leavingConnectionId, body: json({}), ok: "uni" },
  ],

  // Calendar sync (issue 25 §1, decision 086): {id} is the caller's own institution, any other is not found.
  "GET /api/v1/partners/institutes/{id}/google_authorization": byBoth({ status: 404, id: university }),
  "POST /api/v1/partners/institutes/{id}/calendar_token": byBoth({
    status: 404,
    id: university,
    body: json({ provider: "caldav", server_url: "https://127.0.0.1:9/dav/", username: "intruder", auth_token: "x" }),
  }),
  "DELETE /api/v1/partners/institutes/{id}/calendar_token": byBoth({ status: 404, id: university, ok: "uni" }),
  "GET /api/v1/partners/institutes/{id}/calendars": byBoth({ status: 404, id: university, ok: "uni" }),
  "POST /api/v1/partners/institutes/{id}/calendars": byBoth({
    status: 404,
    id: university,
    body: json({ calendar_ids: ["https://127.0.0.1:9/dav/intruder/"] }),
  }),
  "GET /api/v1/partners/institutes/{id}/fetch_calendars": byBoth({ status: 404, id: university }),
  "POST /api/v1/partners/institutes/{id}/google_sync": byBoth({ status: 404, id: university }),

  // The university's CRM (decision 045): another university is told it does not exist; a school is refused by type.
  // Single sign-on of the institution (issue 25 §3): its admins only, through its own id.
  "GET /api/v1/partners/institutes/{id}/sso": byBoth({ status: 404, id: university, ok: "uni" }),
  "PUT /api/v1/partners/institutes/{id}/sso": byBoth({
    status: 404,
    id: university,
    ok: "uni",
    body: json({ sso: { is_enabled: false, issuer: "", client_id: "", domains: [] } }),
  }),
  "GET /api/v1/partners/universities/{id}/crm_list": ownCrm(),
  "GET /api/v1/partners/universities/{id}/selected_crm": ownCrm(),
  "POST /api/v1/partners/universities/{id}/add_crm_name": ownCrm({
    body: json({ crm_integration: { crm_name: "Slate" } }),
  }),
  "POST /api/v1/partners/universities/{id}/add_crm_integration": ownCrm({
    body: json({
      crm_integration: {
        crm_name: "Slate",
        endpoint_url: "https://127.0.0.1:9/intruder-crm",
        username: "intruder",
        secret: "intruder-secret",
      },
    }),
  }),
  "POST /api/v1/partners/universities/{id}/test_slate_connection": ownCrm(),

  // The university's programs (decision 051): another university is told they do not exist; schools have none.
  // Quad's market-insight reports (issue 26 §2, decision 108): the same reports for every institution, each reading
  // its own connections beside the platform's protected figures (the share report); a school is refused by type.
  "GET /api/v1/partners/reports/{dashboard_id}": [
    { by: "School", status: 403, id: () => 4, params: () => ({ dashboard_id: 4 }) },
    { by: "University", status: 200, id: () => 4, params: () => ({ dashboard_id: 4 }), ok: "uni" },
  ],
  "GET /api/v1/partners/programs/{id}": ownProgram(),
  "PUT /api/v1/partners/programs/{id}": ownProgram({ body: json({ name: "Owner program Fagus" }) }),
  "GET /api/v1/partners/programs/{id}/copy": ownProgram(),
  "GET /api/v1/partners/programs/{id}/files/{file_id}": ownProgram({ params: (w) => ({ file_id: w.programFileId }) }),
  // Its own program: the owner's delete takes it out of every other case.
  "DELETE /api/v1/partners/programs/{id}": [
    { by: "School", status: 403, id: (w) => w.leavingProgramId },
    { by: "University", status: 404, id: (w) => w.leavingProgramId, ok: "uni" },
  ],
  // Direct apply (issue 13): the university's applications, their documents and comments. The application is shared
  // with the owner school (decision 072): the intruder school, another school, finds none of it.
  "GET /api/v1/partners/student_applications/{id}": ownApplication(application),
  "POST /api/v1/partners/student_applications/{id}/seen": ownApplication(application),
  "PUT /api/v1/partners/student_applications/{id}": ownApplication(application, {
    body: json({ status: "in_review", note: "Intruder note" }),
  }),
  "PUT /api/v1/partners/student_applications/{id}/update_choice": ownApplication(application, {
    body: json({ choice: null }),
  }),
  "GET /api/v1/partners/student_applications/{id}/application_results": ownApplication(application),
  "GET /api/v1/partners/student_applications/{id}/activities": ownApplication(application),
  "POST /api/v1/partners/student_applications/{id}/upload_document": ownApplication(application, {
    body: pdfForm("document"),
  }),
  "GET /api/v1/partners/student_applications/{id}/comments": ownApplication(application),
  "POST /api/v1/partners/student_applications/{id}/comments": ownApplication(application, {
    body: json({ body: "Intruder comment" }),
  }),
  "GET /api/v1/partners/student_application_documents/{id}": ownApplication((w) => w.applications.documentId),
  "DELETE /api/v1/partners/student_application_documents/{id}": ownApplication(
    (w) => w.applications.deletableDocumentId,
  ),
  // {id} is the student (their person): a student with no application to the intruder is not found.
  "PATCH /api/v2/partners/students/{id}": ownApplication((w) => w.applications.applicantPersonId, {
    body: pdfForm("student[document]", { "student[document_type]": "ucas_report" }),
  }),
  // The guest area: a school has no programs page; a draft program takes no application; another guest's
  // application is not found.
  "GET /api/v1/webinars/institutions/{id}/programs": [{ by: "Guest", status: 404, id: school }],
  "POST /api/v1/webinars/programs/{id}/apply": [
    { by: "Guest", status: 404, id: (w) => w.applications.draftProgramId, body: form({}) },
  ],
  // Sharing with the school (decision 072): another guest's application is not found.
  "PUT /api/v1/webinars/my-applications/{id}/school_share": [
    {
      by: "Guest",
      status: 404,
      id: (w) => w.applications.guestApplicationId,
      body: json({ shared: true }),
      ok: "guest",
    },
  ],
  "POST /api/v1/webinars/my-applications/{id}/withdraw": [
    { by: "Guest", status: 404, id: (w) => w.applications.guestApplicationId, ok: "guest" },
  ],
  // Payments (issue 27, decision 115): the university's payments; a school owns none (403). The owner's refund
  // needs a paid payment and the provider (payments.test.ts): here only its refusals.
  "GET /api/v1/partners/payments/{id}": ownPayment(),
  "POST /api/v1/partners/payments/{id}/refund": ownPayment({ body: json({}), ok: undefined }),
  "POST /api/v1/partners/payments/{id}/waive": ownPayment({ body: json({ note: "Intruder waiver" }) }),
  // A payments CSV the owner asked for (decision 115, amended): another university is told it does not exist.
  "GET /api/v1/partners/payments/exports/{id}": ownPayment({ id: (w) => w.applications.paymentExportId }),
  // A student's own payment: another guest's checkout is not found (before any provider is asked).
  "POST /api/v1/webinars/payments/{token}/checkout": [
    { by: "Guest", status: 404, id: (w) => w.applications.payment.token, body: json({}) },
  ],
};

/** Parameterised routes without partner data behind their {id}. */
const EXCLUDED: Record<string, string> = {
  "GET /api/v1/payments/public/{token}":
    "a payment by its unguessable link, for whoever pays (tested in payments.test.ts)",
  "POST /api/v1/payments/public/{token}/checkout": "a payment by its unguessable link, for whoever pays",
  "GET /api/v1/programs/{id}/tuition": "an active program's public tuition page (spec /tuition-fee)",
  "GET /api/v1/partners/public/schools/{id}/availability": "the school's public booking page, open to anyone (spec)",
  "GET /api/v1/partners/files/{name}": "served only by signed, expiring links (tested with the uploads)",
};
/** Read by any university by design (the schools directory); their intruder is another school. */
const SHARED_WITH_UNIVERSITIES = [
  "GET /api/v1/partners/schools/{id}/availability",
  "GET /api/v1/partners/schools/{id}/detail_info",
  "GET /api/v1/partners/schools/{id}/feedbacks",
  "GET /api/v1/partners/schools/{id}/slot_precedence",
];
/** The session poll: always checked, whether or not the OpenAPI document lists it. */
const CHECK_SESSION = "GET /api/v1/partners/users/{id}/check_session";
const HTTP_METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

describe("the isolation table", () => {
  it("has a case for every parameterised route of the API, and only for those", () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const routes = new Set([CHECK_SESSION]);
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.includes("{")) continue;
      for (const method of Object.keys(item))
        if (HTTP_METHODS.has(method)) routes.add(`${method.toUpperCase()} ${path}`);
    }
    for (const route of Object.keys(EXCLUDED)) expect(routes, `excluded but unknown: ${route}`).toContain(route);
    const expected = [...routes].filter((r) => !(r in EXCLUDED)).sort();
    expect(Object.keys(CASES).sort()).toEqual(expected);
  });

  it("tries the routes shared with universities with another school", () => {
    for (const route of SHARED_WITH_UNIVERSITIES) {
      expect(
        CASES[route]?.map((a) => a.by),
        route,
      ).toEqual(["School"]);
    }
  });
});

describe.each(Object.entries(CASES))("%s", (route, attempts) => {
  const [method, path] = route.split(" ") as [InjectOptions["method"], string];
  const request = (a: Attempt): InjectOptions => {
    let url = path.replace(/\{(id|token)\}/, String(a.id(w)));
    for (const [name, value] of Object.entries(a.params?.(w) ?? {})) url = url.replace(`{${name}}`, String(value));
    return { method, url: `${url}${a.query ? `?${a.query}` : ""}`, ...a.body?.(w) };
  };
  const ownerToken = (ok: NonNullable<Attempt["ok"]>) =>
    ok === "uni" ? w.uni.token : ok === "school" ? w.school.token : w.guest.token;

  it.each(attempts.map((a) => [a.by, a.status, a] as const))(
    "refuses an admin of another %s (%i) and changes nothing",
    async (by, status, a) => {
      const before = await dumpDatabase(t);
      const res = await t.injectAs(w.intruders[by].token, request(a));
      expect(res.statusCode, res.body).toBe(status);
      // A published session names its host in the public catalogue; nothing else of the owner may show.
      const markers = status === 200 ? w.markers.filter((m) => m !== w.uni.partner.name) : w.markers;
      for (const marker of markers) expect(res.body).not.toContain(marker);
      expect(await dumpDatabase(t)).toEqual(before);
      if (!a.ok) return;
      const own = await t.injectAs(ownerToken(a.ok), request(a));
      expect(own.statusCode, `the owner's own request: ${own.body}`).toBeLessThan(300);
    },
  );
});

// The query's university_partner_id picks whose bookings the calendar flags (the school uses it for the
// visiting university); a university must only ever see its own.
describe("a school's calendar read by universities (shared by design)", () => {
  it("never shows which slot dates another university holds, whatever university_partner_id says", async () => {
    const url = `${API}/schools/${w.school.partner.id}/availability?start_date=2026-03-09&end_date=2026-03-09&university_partner_id=${w.uni.partner.id}`;
    const held = (body: { data?: Record<string, { slot_id: number; is_booked_by_university: boolean }[]> }) =>
      Object.values(body.data ?? {})
        .flat()
        .filter((s) => s.is_booked_by_university)
        .map((s) => s.slot_id);
    const own = await t.injectAs(w.uni.token, { method: "GET", url });
    expect(held(own.json())).toEqual([w.school.slotA]);
    const res = await t.injectAs(w.intruders.University.token, { method: "GET", url });
    expect([200, 403, 404]).toContain(res.statusCode);
    expect(held(res.json())).toEqual([]);
  });
});
