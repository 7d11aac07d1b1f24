import type { GuestProfileInput, GuestRegistrationInput, GuestUser } from "@quad/contract/api/webinars";
import { RESET_TOKEN_MINUTES } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import { missingRequiredFields } from "@quad/contract/rules/webinar-sessions";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like.ts";
import { dummyHash, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { createThrottleRepository } from "../auth/throttle.repository.ts";
import { passwordResetMail } from "../mail/templates.ts";
import { createGuestsRepository, type GuestRow } from "./guests.repository.ts";

/**
 * A guest as the API answers it, with required_fields_filled worked out by the contract's rule;
 * schoolAccount when the request is a School partner user's (spec 3 §2).
 */
export function toGuestUser(g: GuestRow, opts: { authToken?: string; schoolAccount?: boolean } = {}): GuestUser {
  const { authToken, schoolAccount = false } = opts;
  const missing = missingRequiredFields(g);
  return {
    id: g.id,
    email: g.email,
    first_name: g.first_name,
    last_name: g.last_name,
    role: g.role as GuestUser["role"],
    date_of_birth: g.date_of_birth,
    graduation_year: g.graduation_year,
    country_id: g.country_id,
    state: g.state,
    city: g.city,
    postal_code: g.postal_code,
    citizenship_country_id: g.citizenship_country_id,
    planned_start: g.planned_start,
    scores: g.scores,
    academic_interests: g.academic_interests,
    school_partner_id: g.school_partner_id,
    institute_name: g.institute_name,
    gender: g.gender,
    timezone: g.timezone,
    locale: g.locale as GuestUser["locale"],
    required_fields_filled: missing.length === 0,
    missing_fields: missing,
    has_calendar_feed: g.calendar_token_hash !== null,
    signed_in_with_school_account: schoolAccount,
    ...(authToken ? { authToken } : {}),
  };
}

/** The profile columns of a registration or profile update (undefined fields are cleared: a form sends them all). */
function profileValues(input: GuestProfileInput, email: string) {
  const values = {
    first_name: input.first_name,
    last_name: input.last_name,
    role: input.role,
    date_of_birth: input.date_of_birth ?? null,
    graduation_year: input.graduation_year ?? null,
    country_id: input.country_id ?? null,
    state: input.state ?? null,
    city: input.city ?? null,
    postal_code: input.postal_code ?? null,
    citizenship_country_id: input.citizenship_country_id ?? null,
    planned_start: input.planned_start ?? null,
    scores: (input.scores ?? {}) as Record<string, string>,
    academic_interests: input.academic_interests ?? [],
    school_partner_id: input.school_partner_id ?? null,
    // A directory school names the institute; a typed name is kept only without one.
    institute_name: input.school_partner_id ? null : (input.institute_name ?? null),
    gender: input.gender ?? null,
    timezone: input.timezone ?? null,
  };
  return { ...values, required_fields_filled: missingRequiredFields({ ...values, email }).length === 0 };
}

/** Guest accounts: registration, sign-in and out, profile, password and locale, password reset. */
export function createGuestsService(ctx: Pick<AppContext, "db" | "config" | "mailer" | "now">) {
  const { config, now } = ctx;
  const guests = createGuestsRepository(ctx.db);
  const throttle = createThrottleRepository(ctx.db);
  const windowMs = config.SIGN_IN_WINDOW_MINUTES * 60_000;
  const sessionMs = config.SESSION_ABSOLUTE_DAYS * 86_400_000;

  async function checkReferences(input: GuestProfileInput) {
    const errors: Record<string, string> = {};
    const ids = [input.country_id, input.citizenship_country_id].filter((v): v is number => v !== undefined);
    const unknown = new Set(await guests.unknownCountries([...new Set(ids)]));
    if (input.country_id && unknown.has(input.country_id)) errors.country_id = "is not a known country";
    if (input.citizenship_country_id && unknown.has(input.citizenship_country_id))
      errors.citizenship_country_id = "is not a known country";
    if (input.school_partner_id && !(await guests.schoolExists(input.school_partner_id)))
      errors.school_partner_id = "is not a school of the directory";
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  async function checkThrottle(keys: string[], at: Date) {
    const counts = await throttle.countSince(keys, new Date(at.getTime() - windowMs));
    const [accountKey, addressKey] = keys as [string, string];
    if (
      (counts[accountKey] ?? 0) >= config.SIGN_IN_MAX_PER_ACCOUNT ||
      (counts[addressKey] ?? 0) >= config.SIGN_IN_MAX_PER_ADDRESS
    ) {
      throw new TooManyRequestsError(MESSAGES.tooManyAttempts, config.SIGN_IN_WINDOW_MINUTES * 60);
    }
  }

  return {
    /** POST registrations: the guest, their person, and a signed-in session. */
    async register(input: GuestRegistrationInput): Promise<GuestUser> {
      const at = now();
      await checkReferences(input);
      if (await guests.findByEmail(input.email)) throw new ValidationError({ email: MESSAGES.guestEmailTaken });
      const person_id = await guests.personFor(input.email);
      const guest = await guests.create({
        ...profileValues(input, input.email),
        email: input.email,
        person_id,
        locale: input.locale ?? "en-US",
        password_hash: await hashPassword(input.password),
        created_at: at,
        updated_at: at,
      });
      // Two registrations of one email at once: the unique key keeps one.
      if (!guest) throw new ValidationError({ email: MESSAGES.guestEmailTaken });
      return toGuestUser(guest, { authToken: await guests.openSession(guest.id, at, sessionMs) });
    },

    /** POST sessions: 404 for an unknown email, 401 for a wrong password (field errors, spec 3 §5). */
    async signIn(input: { email: string; password: string; ip: string }): Promise<GuestUser> {
      const at = now();
      const keys = [`guest:${input.email}`, `guest-address:${input.ip}`];
      await checkThrottle(keys, at);
      const guest = await guests.findByEmail(input.email);
      if (!guest?.password_hash) {
        await verifyPassword(await dummyHash(), input.password);
        await throttle.record(keys, at);
        throw new NotFoundError(MESSAGES.accountNotFound);
      }
      if (!(await verifyPassword(guest.password_hash, input.password))) {
        await throttle.record(keys, at);
        throw new UnauthorizedError(MESSAGES.invalidCredentials);
      }
      await throttle.clear([keys[0] as string]);
      return toGuestUser(guest, { authToken: await guests.openSession(guest.id, at, sessionMs) });
    },

    async signOut(sessionId: number) {
      await guests.revokeSession(sessionId, now());
      return { message: MESSAGES.guestSignedOut };
    },

    /** PUT users/update_user. */
    async updateProfile(guest: GuestRow, input: GuestProfileInput, schoolAccount = false): Promise<GuestUser> {
      await checkReferences(input);
      const person_id = guest.person_id ?? (await guests.personFor(guest.email));
      return toGuestUser(
        await guests.update(guest.id, { ...profileValues(input, guest.email), person_id, updated_at: now() }),
        { schoolAccount },
      );
    },

    /** PUT users/update_password: ends the guest's other sessions. */
    async updatePassword(
      guest: GuestRow,
      sessionId: number,
      input: { current_password: string; password: string },
    ): Promise<{ message: string }> {
      if (!(await verifyPassword(guest.password_hash, input.current_password)))
        throw new ValidationError({ current_password: MESSAGES.invalidCredentials });
      const at = now();
      await guests.update(guest.id, { password_hash: await hashPassword(input.password), updated_at: at });
      await guests.revokeAll(guest.id, at, sessionId);
      return { message: MESSAGES.guestPasswordChanged };
    },

    async updateLocale(guest: GuestRow, locale: "en-US" | "zh-CN", schoolAccount = false): Promise<GuestUser> {
      return toGuestUser(await guests.update(guest.id, { locale, updated_at: now() }), { schoolAccount });
    },

    /** POST passwords: a one-hour single-use link to /webinars/reset-password; the same answer for any email. */
    async forgotPassword(email: string, ip: string) {
      const at = now();
      const keys = [`guest-reset:${email}`, `guest-reset-address:${ip}`];
      await checkThrottle(keys, at);
      await throttle.record(keys, at);
      const guest = await guests.findByEmail(email);
      // A guest registered at the door (no password yet) sets one the same way: the mail proves the address.
      if (guest) {
        const token = await guests.issueResetToken(guest.id, RESET_TOKEN_MINUTES * 60_000, at);
        const link = `${config.appUrl}/webinars/reset-password?reset_password_token=${encodeURIComponent(token)}`;
        await ctx.mailer.send(passwordResetMail(guest.email, guest.first_name, link, guest.locale as "en-US"));
      }
      return { message: MESSAGES.forgotPasswordSent };
    },

    /** PUT passwords: sets the password once per link and ends every session of the guest. */
    async resetPassword(input: { reset_password_token: string; password: string }) {
      const at = now();
      const guestId = await guests.consumeResetToken(input.reset_password_token, at);
      if (!guestId) throw new ValidationError({ reset_password_token: MESSAGES.resetTokenInvalid });
      await guests.update(guestId, { password_hash: await hashPassword(input.password), updated_at: at });
      await guests.revokeAll(guestId, at);
      return { message: MESSAGES.passwordReset };
    },

    /** GET schools. */
    async searchSchools(text: string, countryId?: number) {
      const pattern = containsPattern(text);
      return { schools: pattern ? await guests.searchSchools(pattern, countryId) : [] };
    },
  };
}
