import type { EmailPreferences } from "@quad/contract/api/users";
import { EMAIL_PREFERENCE_KEYS } from "@quad/contract/api/users";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError, ValidationError } from "../../lib/errors.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { ZONES } from "../../lib/time-zones.ts";
import { checkUpload } from "../../lib/uploads.ts";
import { removeFilesLater } from "../files/file-removal.job.ts";
import { createUserSettingsRepository } from "./user-settings.repository.ts";
import type { UserWithPartner } from "./users.repository.ts";

/** Email preferences with every kind on unless the user turned it off. */
export function effectivePreferences(stored: Record<string, boolean> | null | undefined): EmailPreferences {
  return Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, stored?.[k] ?? true])) as EmailPreferences;
}

/** Routes under users/{id}/… act on the signed-in user only; another id is not found. */
export function assertSelf(me: UserWithPartner, id: number) {
  if (me.id !== id) throw new NotFoundError(`User ${id} not found`);
}

/** Ends a user's other sessions (the auth module's sessions, handed in by the composition root). */
export interface OtherSessionsEnder {
  revokeAllForUser(userId: number, now: Date, exceptId?: number): Promise<void>;
}

export function createUserSettingsService(
  ctx: Pick<AppContext, "db" | "now" | "storage" | "mailer" | "config" | "jobs">,
  sessions: OtherSessionsEnder,
) {
  const { now } = ctx;
  const repo = createUserSettingsRepository(ctx.db);

  function checkZone(timezone: string) {
    if (!ZONES.has(timezone)) throw new ValidationError({ timezone: "is not a known time zone" });
  }

  return {
    async updatePassword(
      me: UserWithPartner,
      sessionId: number,
      input: { current_password: string; password: string },
    ) {
      const hash = await repo.passwordHash(me.id);
      if (!(await verifyPassword(hash ?? null, input.current_password))) {
        throw new ValidationError({ current_password: "Current password is incorrect" });
      }
      const at = now();
      await repo.setPassword(me.id, await hashPassword(input.password), at);
      await sessions.revokeAllForUser(me.id, at, sessionId);
      return { message: "Your password has been changed. Other sessions were signed out." };
    },

    async updateProfile(me: UserWithPartner, input: Record<string, string | undefined>, files: UploadedFile[]) {
      const photo = files.find((f) => f.field === "profile_photo");
      let profile_photo: string | undefined;
      if (photo) {
        const checked = await checkUpload(photo, { maxMb: 5, types: ["image/jpeg", "image/png"] });
        if ("error" in checked) throw new ValidationError({ profile_photo: checked.error });
        profile_photo = await ctx.storage.put(photo.data, checked.ext);
      }
      await repo.updateUser(me.id, {
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone ?? null,
        phone_country_code: input.phone_country_code ?? null,
        designation: input.designation ?? null,
        biography: input.biography ?? null,
        gender: input.gender ?? null,
        ...(profile_photo ? { profile_photo } : {}),
        required_fields_filled: Boolean(input.first_name && input.last_name),
        updated_at: now(),
      });
      // The old photo goes as cleanup after the commit: a storage hiccup never fails a saved change (decision 061).
      if (profile_photo) await removeFilesLater(ctx, [me.profile_photo]);
    },

    async updateTimezone(me: UserWithPartner, timezone: string) {
      checkZone(timezone);
      await repo.updateUser(me.id, { timezone, updated_at: now() });
      return { timezone, label: timezoneLabel(timezone, now()) };
    },

    partnerTimezone(me: UserWithPartner) {
      const tz = me.partner_timezone;
      return { timezone: tz, label: tz ? timezoneLabel(tz, now()) : null };
    },

    /** The institution's time zone (team admins). */
    async setPartnerTimezone(me: UserWithPartner, timezone: string) {
      checkZone(timezone);
      await repo.setPartnerTimezone(me.partner_id, timezone, now());
      return { timezone, label: timezoneLabel(timezone, now()) };
    },

    async setEmailPreferences(me: UserWithPartner, prefs: Partial<EmailPreferences>) {
      const merged = { ...effectivePreferences(await repo.emailPreferences(me.id)), ...prefs };
      await repo.updateUser(me.id, { email_preferences: merged, updated_at: now() });
      return { email_preferences: merged };
    },

    async emailPreferences(me: UserWithPartner) {
      return { email_preferences: effectivePreferences(await repo.emailPreferences(me.id)) };
    },

    async acceptPrivacyPolicy(me: UserWithPartner) {
      const at = now();
      await repo.updateUser(me.id, { privacy_policy_accepted_at: at, updated_at: at });
      return { message: "Privacy policy accepted" };
    },

    async contact(me: UserWithPartner, input: { request_type: string; comments: string }) {
      await repo.addContactRequest({ user_id: me.id, partner_id: me.partner_id, ...input, created_at: now() });
      await ctx.mailer.send({
        to: ctx.config.CONTACT_EMAIL,
        subject: `[${input.request_type}] ${me.partner_name} — ${me.first_name} ${me.last_name}`,
        text: `${me.first_name} ${me.last_name} <${me.email}> of ${me.partner_name} (${me.institute_type}) asks:\n\n${input.comments}`,
      });
      return { message: MESSAGES.contactRequestReceived };
    },

    async configuration(me: UserWithPartner) {
      const done = await repo.dashboardOnboardingDone(me.id);
      const today = now().toISOString().slice(0, 10);
      const flags = await repo.configurationFlags(me.partner_id, today);
      return {
        user_configuration: {
          is_dashboard_onboarding_complete: done ?? false,
          /** A past confirmed visit of the university still has no feedback. */
          visits_feedback_pending: flags?.feedback ?? false,
          /** The institution has live connections (the dashboard rollup counts only live ones). */
          has_leads_available: flags?.leads ?? false,
          has_lead_categories_available: flags?.categories ?? false,
          /** A download format (partner mapping) is saved. */
          configurations_available: flags?.mapping ?? false,
        },
      };
    },

    async setConfiguration(me: UserWithPartner, done: boolean) {
      await repo.setDashboardOnboardingDone(me.id, done, now());
      return this.configuration(me);
    },
  };
}
