import type { RegistrationInput } from "@quad/contract/api/auth";
import { CONFIRMATION_TOKEN_HOURS, type InstituteType } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { ValidationError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import type { Mailer } from "../../plugins/mailer.ts";
import { createTokensRepository } from "../auth/tokens.repository.ts";
import { approvalRequestMail, emailConfirmationMail, registrationForExistingAccountMail } from "../mail/templates.ts";
import { createPartnersRepository } from "../partners/partners.repository.ts";
import { createPlaceChecks } from "../reference/reference-checks.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { createRegistrationsRepository } from "./registrations.repository.ts";

const alreadyRegistered = (type: string) =>
  type === "School" ? MESSAGES.schoolAlreadyRegistered : MESSAGES.universityAlreadyRegistered;

export function createRegistrationsService(deps: { db: Db; config: Config; mailer: Mailer; now: () => Date }) {
  const { db, config, mailer, now } = deps;
  const partnersRepo = createPartnersRepository(db);
  const usersRepo = createUsersRepository(db);
  const tokens = createTokensRepository(db);
  const places = createPlaceChecks(db);
  const registrations = createRegistrationsRepository(db);

  /**
   * An address that already has an account: the registration answers as for any other (it must not tell
   * a stranger which addresses have accounts), and the owner is told by mail (decision 060). The route is
   * throttled, which bounds these mails per address and per client.
   */
  async function mailExistingAccount(email: string): Promise<boolean> {
    const owner = await usersRepo.findByEmail(email);
    if (!owner) return false;
    const name = owner.first_name || owner.email;
    await mailer.send(
      registrationForExistingAccountMail(owner.email, name, `${config.appUrl}/sign-in`, owner.locale as "en-US"),
    );
    return true;
  }

  return {
    async search(type: "School" | "University", text: string, countryId?: number) {
      const rows = await partnersRepo.search(type, text, countryId);
      return {
        institutions: rows.map(({ registered_at, ...r }) => ({ ...r, is_registered: registered_at !== null })),
      };
    },

    async register(input: RegistrationInput) {
      const at = now();
      const missing = await places.problems({ country_id: input.country_id, state_id: input.state_id });
      if (Object.keys(missing).length > 0) throw new ValidationError(missing);
      let claimId: number | undefined;
      if (input.partner_id) {
        const existing = await partnersRepo.findById(input.partner_id);
        if (!existing || existing.institute_type !== input.institute_type) {
          throw new ValidationError({ partner_id: MESSAGES.recordNotFound });
        }
        if (existing.registered_at)
          throw new ValidationError({ institution_name: alreadyRegistered(input.institute_type) });
        claimId = existing.id;
      } else {
        const name = input.institution_name ?? "";
        const existing = await partnersRepo.findByName(input.institute_type, name, input.country_id);
        if (existing?.registered_at)
          throw new ValidationError({ institution_name: alreadyRegistered(input.institute_type) });
        claimId = existing?.id;
      }
      // Hashed first, whether or not the address has an account, so that both answers take as long.
      const passwordHash = await hashPassword(input.password);
      if (await mailExistingAccount(input.email)) return { message: MESSAGES.registrationReceived };
      const token = newToken();
      const details = {
        country_id: input.country_id,
        state_id: input.state_id ?? null,
        city: input.city ?? null,
        website: input.website ?? null,
      };
      const outcome = await registrations.createAccount({
        claimId,
        institute_type: input.institute_type,
        institution_name: input.institution_name ?? "",
        details,
        user: {
          email: input.email,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          designation: input.designation ?? null,
          phone: input.phone ?? null,
        },
        confirmationTokenHash: hashToken(token),
        confirmationExpiresAt: new Date(at.getTime() + CONFIRMATION_TOKEN_HOURS * 3_600_000),
        at,
      });
      // The institution was registered a moment earlier.
      if (outcome === "claimed")
        throw new ValidationError({ institution_name: alreadyRegistered(input.institute_type) });
      // The same address registered a moment earlier: rolled back; answered as for a known address.
      const made = outcome === "made";
      if (!made) {
        await mailExistingAccount(input.email);
        return { message: MESSAGES.registrationReceived };
      }
      const link = `${config.appUrl}/email-validated?confirmation_token=${encodeURIComponent(token)}`;
      await mailer.send(emailConfirmationMail(input.email, input.first_name, link, "en-US"));
      return { message: MESSAGES.registrationReceived };
    },

    async confirmEmail(token: string) {
      const at = now();
      const consumed = await tokens.consume(hashToken(token), "email_confirmation", at);
      if (!consumed) throw new ValidationError({ confirmation_token: MESSAGES.confirmationTokenInvalid });
      await usersRepo.confirmEmail(consumed.user_id, at);
      const user = await usersRepo.findWithPartner(consumed.user_id);
      if (!user) throw new ValidationError({ confirmation_token: MESSAGES.confirmationTokenInvalid });
      if (user.partner_status === "pending") {
        await registrations.markAwaitingApproval(user.partner_id, at);
        await mailer.send(
          approvalRequestMail(config.CONTACT_EMAIL, user.partner_name, user.institute_type, user.email),
        );
      }
      return {
        partner_type: user.institute_type as InstituteType,
        message: MESSAGES.accountPendingApproval,
      };
    },
  };
}
