import type { Role } from "@quad/contract/rules/constants";
import { and, eq, inArray, lt } from "drizzle-orm";
import { createAuthService } from "../modules/auth/auth.service.ts";
import { createNotificationsService } from "../modules/notifications/notifications.service.ts";
import { notifications } from "../modules/notifications/notifications.table.ts";
import { userOnboardings } from "../modules/onboarding/onboarding.table.ts";
import { createTeamService } from "../modules/team/team.service.ts";
import type { UserWithPartner } from "../modules/users/users.repository.ts";
import { users } from "../modules/users/users.table.ts";
import type { DemoActors } from "./demo-context.ts";

const DAY = 24 * 3_600_000;

/** The team each demo institution starts its history with (before the demo's first actions). */
const FOUNDING_COLLEAGUES = [
  { first_name: "Daniel", last_name: "Okoye", role: "admin", designation: "Director of Admissions" },
  { first_name: "Kenji", last_name: "Watanabe", role: "member", designation: "Regional Representative" },
] as const;

/** Invited later by Daniel Okoye: one joins (sets her password from the invitation), one has not yet. */
const JOINS = { first_name: "Sofia", last_name: "Marin", designation: "Admission Officer" };
const PENDING = { first_name: "Amara", last_name: "Osei", designation: "Counsellor" };

const domainOf = (email: string) => email.split("@")[0] as string;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/**
 * The team-and-account layer of the demo world, first part (before the visits): each demo institution's
 * founding colleagues; twelve weeks ago Daniel Okoye (admin) invited Sofia Marin, who joined through the
 * invitation link; then the demo admin deactivated Kenji Watanabe. Onboarding in several states. The
 * invitation is made through the team service, so the demo admin is notified as in real use.
 */
export async function seedDemoTeams(
  actors: DemoActors,
  opts: { now: Date; password: string; passwordHash: string; demoAdmins: string[]; demoMembers: string[] },
) {
  const { ctx } = actors;
  const tx = ctx.db;
  const team = createTeamService(ctx);
  const auth = createAuthService({
    db: tx,
    config: ctx.config,
    mailer: ctx.mailer,
    jobs: ctx.jobs,
    now: ctx.now,
    google: null,
  });
  for (const email of opts.demoAdmins) {
    const admin = await actors.user(email);
    const domain = domainOf(email);
    const founded = ago(opts.now, 90);
    await tx.insert(users).values(
      FOUNDING_COLLEAGUES.map((c) => ({
        partner_id: admin.partner_id,
        email: `${c.first_name.toLowerCase()}.${domain}@quad.test`,
        first_name: c.first_name,
        last_name: c.last_name,
        role: c.role,
        designation: c.designation,
        password_hash: opts.passwordHash,
        email_confirmed_at: founded,
        privacy_policy_accepted_at: founded,
        required_fields_filled: true,
        is_onboard: true,
        locale: admin.locale,
        timezone: admin.timezone,
        created_at: founded,
      })),
    );
    const daniel = await actors.user(`daniel.${domain}@quad.test`);
    const kenji = await actors.user(`kenji.${domain}@quad.test`);

    // Daniel invites Sofia (an admission officer where the team has them); she joins the next day.
    actors.at(ago(opts.now, 84));
    const sofiaEmail = `sofia.${domain}@quad.test`;
    const role: Role = admin.institute_type === "School" ? "member" : "admission_officer";
    await team.create(daniel, { ...JOINS, email: sofiaEmail, role });
    actors.at(ago(opts.now, 83));
    await auth.resetPassword({ reset_password_token: invitationToken(actors, sofiaEmail), password: opts.password });
    await tx
      .update(users)
      .set({ privacy_policy_accepted_at: ago(opts.now, 83), is_onboard: true })
      .where(eq(users.email, sofiaEmail));

    // The demo admin deactivates Kenji, who left.
    actors.at(ago(opts.now, 80));
    await team.update(admin, kenji.id, memberInput(kenji, "deactivated"));
  }

  // Onboarding: admins finished, members part-way (step 2) or not started.
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...opts.demoAdmins, ...opts.demoMembers]));
  const members = people.filter((p) => opts.demoMembers.includes(p.email));
  if (members[0]) {
    await tx.insert(userOnboardings).values({
      user_id: members[0].id,
      step: 2,
      completed: false,
      data: { goals: ["school_visits", "connections"], region_ids: [], graduation_years: [] },
    });
  }
  const finished = people.filter((p) => opts.demoAdmins.includes(p.email));
  if (finished.length) {
    await tx.insert(userOnboardings).values(
      finished.map((p) => ({
        user_id: p.id,
        step: 4,
        completed: true,
        data: { goals: ["school_visits", "webinars"], region_ids: [], graduation_years: [] },
        final_steps: { explored: true },
      })),
    );
    await tx
      .update(users)
      .set({ is_onboard: true })
      .where(
        inArray(
          users.id,
          finished.map((p) => p.id),
        ),
      );
  }
}

/** The invitation link's token from the (kept, unsent) invitation mail to `email`, as the invitee would click it. */
function invitationToken(actors: DemoActors, email: string): string {
  const mail = actors.mails.findLast((m) => m.to === email);
  const token = mail && /reset_password_token=([^&\s"]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No invitation mail to ${email}`);
  return decodeURIComponent(token);
}

function memberInput(m: UserWithPartner, status: "active" | "deactivated") {
  return {
    first_name: m.first_name,
    last_name: m.last_name,
    role: m.role,
    status,
    ...(m.designation ? { designation: m.designation } : {}),
  };
}

/**
 * The team layer, second part (after the visits, so the invitee is not told of visits made before):
 * yesterday Daniel Okoye invited Amara Osei, who has not joined yet.
 */
export async function seedDemoInvitations(actors: DemoActors, opts: { now: Date; demoAdmins: string[] }) {
  const team = createTeamService(actors.ctx);
  for (const email of opts.demoAdmins) {
    const domain = domainOf(email);
    const daniel = await actors.user(`daniel.${domain}@quad.test`);
    actors.at(ago(opts.now, 1));
    await team.create(daniel, { ...PENDING, email: `new.colleague.${domain}@quad.test`, role: "member" });
  }
}

/**
 * The read/unread mix: the demo admins have read what came more than three days ago (through the
 * notifications service, so the unread counters move as in real use); everyone else has read nothing.
 */
export async function readOlderNotifications(actors: DemoActors, opts: { now: Date; demoAdmins: string[] }) {
  const service = createNotificationsService(actors.ctx);
  const db = actors.ctx.db;
  for (const email of opts.demoAdmins) {
    const admin = await actors.user(email);
    const older = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.user_id, admin.id), lt(notifications.created_at, ago(opts.now, 3))));
    if (older.length)
      await service.markRead(
        admin.id,
        older.map((n) => n.id),
      );
  }
}
