import type { OnboardingData } from "@quad/contract/api/onboarding";
import {
  DASHBOARD_STEP_LINKS,
  DEFAULT_ONBOARDING_STEP,
  dashboardSteps,
  ONBOARDING_GOALS,
  ONBOARDING_TOTAL_STEPS,
  type OnboardingAction,
  onboardingTransition,
} from "@quad/contract/rules/onboarding";
import type { AppContext } from "../../app-context.ts";
import { ValidationError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createOnboardingRepository, type OnboardingChanges } from "./onboarding.repository.ts";

const EMPTY: OnboardingData = { goals: [], region_ids: [], graduation_years: [] };

export function createOnboardingService(ctx: Pick<AppContext, "db" | "now">) {
  const { now } = ctx;
  const repo = createOnboardingRepository(ctx.db);

  async function load(me: UserWithPartner) {
    const row = await repo.find(me.id);
    return {
      step: row?.step ?? DEFAULT_ONBOARDING_STEP,
      completed: row?.completed ?? false,
      data: { ...EMPTY, ...row?.data } as OnboardingData,
      final_steps: (row?.final_steps ?? {}) as { dismissed?: boolean; explored?: boolean },
    };
  }

  async function save(userId: number, values: OnboardingChanges) {
    await repo.save(userId, values, now);
  }

  async function view(me: UserWithPartner) {
    const row = await load(me);
    const isOnboard = await repo.isOnboard(me.id);
    return {
      user_onboarding: {
        step: row.step,
        total_steps: ONBOARDING_TOTAL_STEPS,
        completed: row.completed,
        is_onboard: isOnboard ?? false,
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
        regions: await repo.regions(),
        graduation_years: [0, 1, 2, 3, 4].map((i) => year + i),
      };
    },

    async update(me: UserWithPartner, action: OnboardingAction, data?: Partial<OnboardingData>) {
      const row = await load(me);
      if (data?.region_ids?.length) {
        const found = await repo.regionIds();
        const known = new Set(found.map((r) => r.id));
        if (data.region_ids.some((id) => !known.has(id)))
          throw new ValidationError({ region_ids: "contains an unknown region" });
      }
      const next = onboardingTransition({ step: row.step, completed: row.completed }, action);
      await save(me.id, { ...next, data: { ...EMPTY, ...row.data, ...(data ?? {}) } });
      if (action === "complete") await repo.setOnboard(me.id, true, now());
      return view(me);
    },

    async setOnboarding(me: UserWithPartner, isOnboard: boolean) {
      await repo.setOnboard(me.id, isOnboard, now());
      if (!isOnboard) await save(me.id, { step: DEFAULT_ONBOARDING_STEP, completed: false });
      return view(me);
    },

    async peers(me: UserWithPartner) {
      const { list, total } = await repo.peers(me);
      return { peers: total, peer_list: list };
    },

    /** The first-steps checklist, computed from what the user and institution have really done. */
    async finalSteps(me: UserWithPartner) {
      const row = await load(me);
      const u = await repo.profile(me.id);
      const p = await repo.institution(me.partner_id);
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

    /** The dashboard's first steps, each from the reader's own institution's rows (issue 24 §3). */
    async dashboardSteps(me: UserWithPartner) {
      const facts = await repo.dashboardStepFacts(me.partner_id, now().toISOString().slice(0, 10));
      const steps = dashboardSteps(facts, me.institute_type === "ApplicationClient");
      return { steps: steps.map((s) => ({ ...s, link: DASHBOARD_STEP_LINKS[s.key] })) };
    },

    async updateFinalSteps(me: UserWithPartner, flags: { dismissed?: boolean; explored?: boolean }) {
      const row = await load(me);
      await save(me.id, { final_steps: { ...row.final_steps, ...flags } });
      return this.finalSteps(me);
    },
  };
}
