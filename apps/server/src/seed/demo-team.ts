import type { NotificationType } from "@quad/contract/api/notifications";
import type { NotificationMessageKey, NotificationParams } from "@quad/contract/rules/notification-messages";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { storedTexts } from "../modules/notifications/notifications.service.ts";
import { notifications } from "../modules/notifications/notifications.table.ts";
import { userOnboardings } from "../modules/onboarding/onboarding.table.ts";
import { users } from "../modules/users/users.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const HOUR = 3_600_000;

/** Extra colleagues per demo institution: both roles, both states, an invitation still pending. */
const COLLEAGUES = [
  {
    first_name: "Daniel",
    last_name: "Okoye",
    role: "admin",
    status: "active",
    designation: "Director of Admissions",
    pending: false,
  },
  {
    first_name: "Sofia",
    last_name: "Marin",
    role: "admission_officer",
    status: "active",
    designation: "Admission Officer",
    pending: false,
  },
  {
    first_name: "Kenji",
    last_name: "Watanabe",
    role: "member",
    status: "deactivated",
    designation: "Regional Representative",
    pending: false,
  },
  { first_name: "", last_name: "", role: "member", status: "active", designation: null, pending: true },
] as const;

interface DemoNotification {
  type: NotificationType;
  key: NotificationMessageKey;
  params: NotificationParams;
  /** days from now of the visit date the text mentions */
  visitInDays?: number;
  sub?: string;
  read: boolean;
  hoursAgo: number;
}

const NOTIFICATIONS: DemoNotification[] = [
  {
    type: "Event",
    key: "visitConfirmed",
    params: { partner: "Maple Grove High School", time: "10:30", timezone: "America/New_York" },
    visitInDays: 3,
    sub: "Counselling office",
    read: false,
    hoursAgo: 2,
  },
  { type: "Connection", key: "connectionsNew", params: { count: 12 }, read: false, hoursAgo: 5 },
  {
    type: "StudentApplication",
    key: "applicationNew",
    params: { student: "Priya Raman", program: "BSc Computer Science" },
    read: false,
    hoursAgo: 20,
  },
  { type: "PartnerProgram", key: "programApproved", params: { program: "MSc Data Science" }, read: true, hoursAgo: 30 },
  {
    type: "WebinarCategory",
    key: "webinarOpen",
    params: { title: "Study in the USA: spring webinar series" },
    read: true,
    hoursAgo: 52,
  },
  {
    type: "Team",
    key: "memberAdded",
    params: { actor: "Daniel Okoye", member: "Sofia Marin" },
    read: true,
    hoursAgo: 75,
  },
  {
    type: "Event",
    key: "visitRescheduled",
    params: { partner: "Riverside Academy", time: "14:00", timezone: "Asia/Singapore" },
    visitInDays: 10,
    sub: "Exam week",
    read: false,
    hoursAgo: 98,
  },
];

/**
 * The team-and-account layer of the demo world: colleagues in every role and state, notifications
 * of every type read and unread, and onboarding in several states.
 */
export async function seedDemoTeams(
  tx: Tx,
  opts: { now: Date; passwordHash: string; demoAdmins: string[]; demoMembers: string[] },
) {
  const admins = await tx
    .select({ id: users.id, partner_id: users.partner_id, email: users.email, timezone: users.timezone })
    .from(users)
    .where(inArray(users.email, opts.demoAdmins));
  for (const admin of admins) {
    const domain = admin.email.split("@")[0];
    await tx.insert(users).values(
      COLLEAGUES.map((c, i) => ({
        partner_id: admin.partner_id,
        email: c.pending ? `new.colleague.${domain}@quad.test` : `${c.first_name.toLowerCase()}.${domain}@quad.test`,
        first_name: c.first_name,
        last_name: c.last_name,
        role: c.role,
        status: c.status,
        designation: c.designation,
        password_hash: c.pending ? null : opts.passwordHash,
        email_confirmed_at: c.pending ? null : opts.now,
        privacy_policy_accepted_at: c.pending ? null : opts.now,
        required_fields_filled: !c.pending,
        is_onboard: !c.pending,
        timezone: admin.timezone,
        created_at: new Date(opts.now.getTime() - (i + 1) * 24 * HOUR),
      })),
    );
  }

  const people = await tx
    .select({ id: users.id, partner_id: users.partner_id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...opts.demoAdmins, ...opts.demoMembers]));
  await tx.insert(notifications).values(
    people.flatMap((p) =>
      NOTIFICATIONS.map((n) => {
        const params =
          n.visitInDays === undefined
            ? n.params
            : {
                ...n.params,
                date: new Date(opts.now.getTime() + n.visitInDays * 24 * HOUR).toISOString().slice(0, 10),
              };
        return {
          user_id: p.id,
          partner_id: p.partner_id,
          notification_type: n.type,
          ...storedTexts({ message_key: n.key, message_params: params }),
          sub_message: n.sub ?? null,
          is_read: n.read,
          created_at: new Date(opts.now.getTime() - n.hoursAgo * HOUR),
        };
      }),
    ),
  );

  // Onboarding: admins finished, members part-way (step 2) or not started.
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
