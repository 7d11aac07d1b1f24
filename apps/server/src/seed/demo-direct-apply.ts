import { and, asc, eq, isNotNull, like, not, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { createApplicationsService } from "../modules/applications/applications.service.ts";
import { createGuestNotifications } from "../modules/guest-notifications/guest-notifications.service.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { programs } from "../modules/programs/programs.table.ts";
import { users } from "../modules/users/users.table.ts";
import { type Applicant, applicantPool, staffOf } from "./demo-applicants.ts";
import { type PlannedApplication, planApplications, scheduleApplications, windowOf } from "./demo-applications.ts";
import type { DemoActors } from "./demo-context.ts";
import { CLIENT_PROGRAMS, UNIVERSITY_PROGRAMS } from "./demo-program-plans.ts";
import { type MadeProgram, planPrograms } from "./demo-programs.ts";
import { seedDemoSchoolApplications } from "./demo-school-applications.ts";
import { DEMO_GUEST_EMAIL } from "./demo-sessions.ts";
import { readOlderNotifications } from "./demo-team.ts";
import { createTimeline, DAY, HOUR, MINUTE } from "./demo-timeline.ts";
import { createRandom } from "./random.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Applications per institution at scale 1; a larger world has up to three times as many. */
export const DEMO_APPLICATIONS = { university: 160, client: 40 } as const;

export interface DirectApplyOptions {
  now: Date;
  universityEmail: string;
  clientEmail: string;
  /** The demo school: its students apply and share; its counsellor adds the school's documents. */
  schoolEmail?: string;
  /** The demo school's partner (set from schoolEmail). */
  schoolId?: number;
  scale: number;
  /** PRNG seed (this part of the world has its own sequence, so adding it changed nothing made before it). */
  seed: number;
}

/**
 * Three of the demo school's students (when the university's leads hold some) apply to BA Economics' current round,
 * which asks for a recommendation letter, a day after they could: the demo school has students who applied whatever
 * the draws (issue 24 §1); most share with it (demo-applications.ts).
 */
function schoolStudentsApply(
  applicants: Applicant[],
  taken: Set<number>,
  v: { nowMs: number; programs: MadeProgram[]; schoolId: number | undefined },
): PlannedApplication[] {
  const economics = v.programs.find((p) => p.name === "BA Economics");
  const window = economics ? windowOf(economics, "current", v.nowMs) : undefined;
  if (!economics || !window || v.schoolId === undefined) return [];
  const students = applicants
    .filter((a) => a.schoolId === v.schoolId && !taken.has(a.personId) && a.ready + DAY + 4 * HOUR < window[1])
    .slice(0, 3);
  return students.map((applicant, i) => {
    taken.add(applicant.personId);
    return {
      applicant,
      program: economics,
      round: "current" as const,
      course: i,
      at: Math.max(applicant.ready + DAY + HOUR, window[0] + HOUR) + i * HOUR,
      path: i === 0 ? [{ days: 2, action: { kind: "open" as const } }] : [],
    };
  });
}

/** Whether the demo university has programs (deleted ones included): direct apply is in the demo world. */
export async function hasDemoPrograms(db: Db | Tx, universityEmail: string): Promise<boolean> {
  const rows = await db
    .select({ id: programs.id })
    .from(programs)
    .innerJoin(users, eq(users.partner_id, programs.partner_id))
    .where(eq(users.email, universityEmail))
    .limit(1);
  return rows.length > 0;
}

/**
 * Direct apply in the demo world (issue 13 §4): the demo University's and ApplicationClient's programs in every
 * status, and a few hundred applications in every status, made through the same services as real use at their
 * moments over the last ten months — the applicants are the university's leads (their webinars and visits are in
 * their history, so webinar → connection → application reads as one timeline), with real documents in the app's
 * file storage, reviewed by the team members who were there. Does nothing when the demo university has programs
 * (an existing demo world gets it once). Answers the number of applications made, or null when it did nothing.
 */
export async function seedDemoDirectApply(actors: DemoActors, options: DirectApplyOptions): Promise<number | null> {
  const db = actors.ctx.db;
  if (await hasDemoPrograms(db, options.universityEmail)) return null;
  const schoolId = options.schoolEmail ? (await actors.user(options.schoolEmail)).partner_id : undefined;
  const opts = { ...options, schoolId };
  const admin = await actors.user(opts.universityEmail);
  const member = await actors.user(opts.universityEmail.replace("@", ".member@"));
  const clientAdmin = await actors.user(opts.clientEmail);
  const clientMember = await actors.user(opts.clientEmail.replace("@", ".member@"));
  const nowMs = opts.now.getTime();
  const random = createRandom(opts.seed ^ 0x13_0000);
  const times = Math.min(3, Math.max(1, Math.floor(opts.scale)));
  const timeline = createTimeline(nowMs - MINUTE);

  // The university the client represents: the first registered university of the directory.
  const [represented] = await db
    .select({ id: partners.id })
    .from(partners)
    .innerJoin(users, and(eq(users.partner_id, partners.id), eq(users.role, "admin")))
    .where(
      and(
        eq(partners.institute_type, "University"),
        eq(partners.status, "active"),
        isNotNull(partners.registered_at),
        not(like(users.email, "%@quad.test")),
      ),
    )
    .orderBy(asc(partners.id))
    .limit(1);

  const uniPrograms = planPrograms(actors, timeline, { nowMs, admin, member, plans: UNIVERSITY_PROGRAMS });
  const clientPrograms = planPrograms(actors, timeline, {
    nowMs,
    admin: clientAdmin,
    member: clientMember,
    universityId: represented?.id,
    plans: CLIENT_PROGRAMS,
  });
  // The client's admin asks for a quicker review than the default 14 days before its first program.
  const firstClientProgram = Math.min(...clientPrograms.map((p) => p.createdAt));
  timeline.add(firstClientProgram - HOUR, async () => {
    await createApplicationsService(actors.ctx, {
      guestNotifier: createGuestNotifications(actors.ctx),
    }).saveSettings(clientAdmin, 10);
  });

  const applicants = await applicantPool(db, admin.partner_id);
  const taken = new Set<number>();
  const planned: PlannedApplication[] = [];
  // The demo guest account (guest@quad.test) applies too, when its webinars made it a lead of the university: a
  // conditional offer it accepted as its firm choice, and an application sent a few days ago.
  const guest = applicants.find((a) => a.email.toLowerCase() === DEMO_GUEST_EMAIL);
  const cs = uniPrograms.find((p) => p.name === "BSc Computer Science");
  const economics = uniPrograms.find((p) => p.name === "BA Economics");
  if (guest && cs && economics) {
    taken.add(guest.personId);
    // Two days after their first webinar with the university (the demo guest signed up a few weeks ago).
    const window = windowOf(cs, "current", nowMs);
    const at = guest.ready + 2 * DAY;
    if (window && at >= window[0] && at < window[1]) {
      const day = (days: number, action: PlannedApplication["path"][number]["action"]) => ({ days, action });
      planned.push({
        applicant: guest,
        program: cs,
        round: "current",
        course: 1,
        at,
        path: [
          day(1, { kind: "open" }),
          day(0.5, { kind: "review", fee: "paid" }),
          day(1, { kind: "comment", body: "Asked excellent questions in our webinar; a strong file overall." }),
          day(5, { kind: "result", result: "conditional_offer", note: "Conditional on the final transcript." }),
          day(0.5, { kind: "document", type: "offer_letter", name: "offer-letter.pdf" }),
          day(4, { kind: "choice", choice: "firm" }),
        ],
      });
    }
    const recent = Math.max(guest.ready + DAY, nowMs - 4 * DAY);
    const econWindow = windowOf(economics, "current", nowMs);
    if (econWindow && recent >= econWindow[0] && recent < econWindow[1])
      planned.push({ applicant: guest, program: economics, round: "current", course: 0, at: recent, path: [] });
  }
  planned.push(...schoolStudentsApply(applicants, taken, { nowMs, programs: uniPrograms, schoolId: opts.schoolId }));
  planned.push(
    ...planApplications(random, {
      nowMs,
      programs: uniPrograms,
      pool: applicants,
      count: DEMO_APPLICATIONS.university * times,
      taken,
      ucas: false,
    }),
  );
  const clientPlanned = planApplications(random, {
    nowMs,
    programs: clientPrograms,
    pool: applicants,
    count: DEMO_APPLICATIONS.client * times,
    taken,
    ucas: true,
  });
  scheduleApplications(actors, timeline, { planned, staff: await staffOf(actors, admin.partner_id) });
  scheduleApplications(actors, timeline, {
    planned: clientPlanned,
    staff: await staffOf(actors, clientAdmin.partner_id),
  });

  await timeline.play(actors);
  actors.at(opts.now);
  if (opts.schoolEmail) await seedDemoSchoolApplications(actors, opts.schoolEmail);
  // The team as it was: notifications go to whoever is in the team when the services run (today's team), so
  // those dated before a colleague joined (or was invited) are taken back — they were not there to be told.
  await db.execute(sql`
    delete from notifications n using users u
    where u.id = n.user_id and n.partner_id in (${admin.partner_id}, ${clientAdmin.partner_id})
      and n.notification_type in ('StudentApplication', 'PartnerProgram')
      and n.created_at < least(u.created_at, coalesce(u.email_confirmed_at, u.created_at))`);
  await readOlderNotifications(actors, { now: opts.now, demoAdmins: [opts.universityEmail, opts.clientEmail] });
  return planned.length + clientPlanned.length;
}
