import type { GuestProfileInput, GuestRegistrationInput, GuestUser } from "@quad/contract/api/webinars";
import { RESET_TOKEN_MINUTES } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import { missingRequiredFields } from "@quad/contract/rules/webinar-sessions";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError, UnauthorizedError, ValidationError } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like.ts";
import { dummyHash, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { passwordResetMail } from "../mail/templates.ts";
import { createThrottle } from "../throttle/throttle.ts";
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
    discoverable: g.discoverable_at !== null && g.role === "student",
    discoverable_since: g.discoverable_at && g.role === "student" ? g.discoverable_at.toISOString() : null,
    signed_in_with_school_account: schoolAccount,
    ...(authToken ? { authToken } : {}),
  };
}

/**
 * The profile columns of a registration or profile update (undefined fields are cleared: a form sends them all).
 * The school is one field (issue 24 §4): a directory school's own name is kept as the institute's name, so that the
 * profile, its completeness and the university's screens all show the same school.
 */
function profileValues(input: GuestProfileInput, email: string, directorySchool: string | null) {
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
    institute_name: input.school_partner_id ? directorySchool : (input.institute_name ?? null),
    gender: input.gender ?? null,
    timezone: input.timezone ?? null,
  };
  return { ...values, required_fields_filled: missingRequiredFields({ ...values, email }).length === 0 };
}

/** Guest accounts: registration, sign-in and out, profile, password and locale, password reset. */
export function createGuestsService(ctx: Pick<AppContext, "db" | "config" | "mailer" | "now" | "jobs">) {
  const { config, now } = ctx;
  const guests = createGuestsRepository(ctx.db);
  const throttle = createThrottle(ctx);
  const sessionMs = config.SESSION_ABSOLUTE_DAYS * 86_400_000;

  /** 422 for unknown countries or school; answers the directory school's name (null when none is named). */
  async function checkReferences(input: GuestProfileInput): Promise<string | null> {
    const errors: Record<string, string> = {};
    const ids = [input.country_id, input.citizenship_country_id].filter((v): v is number => v !== undefined);
    const unknown = new Set(await guests.unknownCountries([...new Set(ids)]));
    if (input.country_id && unknown.has(input.country_id)) errors.country_id = "is not a known country";
    if (input.citizenship_country_id && unknown.has(input.citizenship_country_id))
      errors.citizenship_country_id = "is not a known country";
    const school = input.school_partner_id ? await guests.schoolName(input.school_partner_id) : undefined;
    if (input.school_partner_id && school === undefined) errors.school_partner_id = "is not a school of the directory";
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return school ?? null;
  }

  return {
    /** POST registrations: the guest, their person, and a signed-in session. */
    async register(input: GuestRegistrationInput): Promise<GuestUser> {
      const at = now();
      const school = await checkReferences(input);
      if (await guests.findByEmail(input.email)) throw new ValidationError({ email: MESSAGES.guestEmailTaken });
      const person_id = await guests.personFor(input.email);
      const guest = await guests.create({
        ...profileValues(input, input.email, school),
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
      // The attempt is counted before the password is checked (decision 060): at most the limit is checked.
      const attempt = await throttle.take("guest-sign-in", { email: input.email, address: input.ip });
      const guest = await guests.findByEmail(input.email);
      if (!guest) {
        await verifyPassword(await dummyHash(), input.password);
        throw new NotFoundError(MESSAGES.accountNotFound);
      }
      // An account without a password of its own (registered at the door, or a school user's) answers as
      // a wrong password: registration already says the address is taken, and neither tells a school
      // user's address from a guest's (decision 060).
      if (!(await verifyPassword(guest.password_hash ?? (await dummyHash()), input.password))) {
        throw new UnauthorizedError(MESSAGES.invalidCredentials);
      }
      await attempt.succeed();
      return toGuestUser(guest, { authToken: await guests.openSession(guest.id, at, sessionMs) });
    },

    async signOut(sessionId: number) {
      await guests.revokeSession(sessionId, now());
      return { message: MESSAGES.guestSignedOut };
    },

    /** PUT users/update_user. */
    async updateProfile(guest: GuestRow, input: GuestProfileInput, schoolAccount = false): Promise<GuestUser> {
      const school = await checkReferences(input);
      const person_id = guest.person_id ?? (await guests.personFor(guest.email));
      // Only a student is discoverable (decision 111): a guest who is no longer one is withdrawn from the search.
      const discoverable = input.role === "student" ? {} : { discoverable_at: null };
      return toGuestUser(
        await guests.update(guest.id, {
          ...profileValues(input, guest.email, school),
          ...discoverable,
          person_id,
          updated_at: now(),
        }),
        { schoolAccount },
      );
    },

    /**
     * PUT users/discoverable (issue 26 §3, decision 111): a student's own choice to be found by universities on Quad.
     * Turning it on again keeps the first moment; turning it off removes them from the search at once (the trigger of
     * migration 0046), connections already made stay.
     */
    async setDiscoverable(guest: GuestRow, on: boolean, schoolAccount = false): Promise<GuestUser> {
      if (on && (guest.role !== "student" || schoolAccount)) {
        throw new ValidationError({ discoverable: MESSAGES.discoverableStudentsOnly });
      }
      const person_id = on ? await guests.personOf(guest) : guest.person_id;
      const discoverable_at = on ? (guest.discoverable_at ?? now()) : null;
      return toGuestUser(await guests.update(guest.id, { discoverable_at, person_id, updated_at: now() }), {
        schoolAccount,
      });
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

    /**
     * POST passwords: the same answer for any email; the link is looked up and mailed by a job
     * (auth/password-reset.job.ts), so the request does the same work for every address. Throttled
     * by the route (decision 060).
     */
    async forgotPassword(email: string) {
      await ctx.jobs.send("password-reset-mail", { area: "guest", email });
      return { message: MESSAGES.forgotPasswordSent };
    },

    /** The forgot-password job's work: a one-hour single-use link to /webinars/reset-password, for a known email. */
    async mailResetLink(email: string) {
      const guest = await guests.findByEmail(email);
      // A guest registered at the door (no password yet) sets one the same way: the mail proves the address.
      if (!guest) return;
      const token = await guests.issueResetToken(guest.id, RESET_TOKEN_MINUTES * 60_000, now());
      const link = `${config.appUrl}/webinars/reset-password?reset_password_token=${encodeURIComponent(token)}`;
      await ctx.mailer.send(passwordResetMail(guest.email, guest.first_name, link, guest.locale as "en-US"));
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
