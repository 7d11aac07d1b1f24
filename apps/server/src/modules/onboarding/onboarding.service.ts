import type { OnboardingData } from "@quad/contract/api/onboarding";
import {
  DEFAULT_ONBOARDING_STEP,
  ONBOARDING_GOALS,
  ONBOARDING_TOTAL_STEPS,
  type OnboardingAction,
  onboardingTransition,
} from "@quad/contract/rules/onboarding";
import { and, count, eq, ne } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { partners } from "../partners/partners.table.ts";
import { regions } from "../reference/reference.table.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { users } from "../users/users.table.ts";
import { userOnboardings } from "./onboarding.table.ts";

const EMPTY: OnboardingData = { goals: [], region_ids: [], graduation_years: [] };

export function createOnboardingService(ctx: Pick<AppContext, "db" | "now">) {
  const { db, now } = ctx;

  async function load(me: UserWithPartner) {
    const [row] = await db.select().from(userOnboardings).where(eq(userOnboardings.user_id, me.id));
    return {
      step: row?.step ?? DEFAULT_ONBOARDING_STEP,
      completed: row?.completed ?? false,
      data: { ...EMPTY, ...row?.data } as OnboardingData,
      final_steps: (row?.final_steps ?? {}) as { dismissed?: boolean; explored?: boolean },
    };
  }

  async function save(userId: number, values: Partial<typeof userOnboardings.$inferInsert>) {
    await db
      .insert(userOnboardings)
      .values({ user_id: userId, ...values, updated_at: now() })
      .onConflictDoUpdate({ target: userOnboardings.user_id, set: { ...values, updated_at: now() } });
  }

  async function view(me: UserWithPartner) {
    const row = await load(me);
    const [u] = await db.select({ is_onboard: users.is_onboard }).from(users).where(eq(users.id, me.id));
    return {
      user_onboarding: {
        step: row.step,
        total_steps: ONBOARDING_TOTAL_STEPS,
        completed: row.completed,
        is_onboard: u?.is_onboard ?? false,
        data: row.data,
      },
    };
  }

  return {
    view,

    async seedData() {
      const year = now().getUTCFullYear();
      return {
        goals: ONBOARDING_GOALS.map((key) => ({ key })),
        regions: await db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(regions.name),
        graduation_years: [0, 1, 2, 3, 4].map((i) => year + i),
      };
    },

    async update(me: UserWithPartner, action: OnboardingAction, data?: Partial<OnboardingData>) {
      const row = await load(me);
      if (data?.region_ids?.length) {
        const found = await db.select({ id: regions.id }).from(regions);
        const known = new Set(found.map((r) => r.id));
        if (data.region_ids.some((id) => !known.has(id)))
          throw new ValidationError({ region_ids: "contains an unknown region" });
      }
      const next = onboardingTransition({ step: row.step, completed: row.completed }, action);
      await save(me.id, { ...next, data: { ...EMPTY, ...row.data, ...(data ?? {}) } });
      if (action === "complete")
        await db.update(users).set({ is_onboard: true, updated_at: now() }).where(eq(users.id, me.id));
      return view(me);
    },

    async setOnboarding(me: UserWithPartner, isOnboard: boolean) {
      await db.update(users).set({ is_onboard: isOnboard, updated_at: now() }).where(eq(users.id, me.id));
      if (!isOnboard) await save(me.id, { step: DEFAULT_ONBOARDING_STEP, completed: false });
      return view(me);
    },

    async peers(me: UserWithPartner) {
      const list = await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          is_onboard: users.is_onboard,
        })
        .from(users)
        .where(and(eq(users.partner_id, me.partner_id), ne(users.id, me.id), eq(users.status, "active")))
        .orderBy(users.first_name)
        .limit(50);
      const [total] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.partner_id, me.partner_id), ne(users.id, me.id), eq(users.status, "active")));
      return { peers: Number(total?.n ?? 0), peer_list: list };
    },

    /** The first-steps checklist, computed from what the user and institution have really done. */
    async finalSteps(me: UserWithPartner) {
      const row = await load(me);
      const [u] = await db
        .select({
          first_name: users.first_name,
          last_name: users.last_name,
          designation: users.designation,
          timezone: users.timezone,
        })
        .from(users)
        .where(eq(users.id, me.id));
      const [p] = await db
        .select({ description: partners.description, logo: partners.logo, website: partners.website })
        .from(partners)
        .where(eq(partners.id, me.partner_id));
      const { peers } = await this.peers(me);
      const isSchool = me.institute_type === "School";
      const steps = [
        {
          key: "complete_profile" as const,
          done: Boolean(u?.first_name && u?.last_name && u?.designation),
          link: "/settings",
        },
        { key: "set_timezone" as const, done: Boolean(u?.timezone), link: "/settings" },
        {
          key: "institution_details" as const,
          done: Boolean(p?.description && p?.website),
          link: isSchool ? "/school-details" : "/university-details",
        },
        { key: "invite_colleague" as const, done: peers > 0, link: "/team" },
        {
          key: "explore" as const,
          done: Boolean(row.final_steps.explored),
          link: isSchool ? "/availability" : "/schools",
        },
      ];
      return {
        steps,
        completed_steps_count: steps.filter((s) => s.done).length,
        dismissed: Boolean(row.final_steps.dismissed),
      };
    },

    async updateFinalSteps(me: UserWithPartner, flags: { dismissed?: boolean; explored?: boolean }) {
      const row = await load(me);
      await save(me.id, { final_steps: { ...row.final_steps, ...flags } });
      return this.finalSteps(me);
    },
  };
}
