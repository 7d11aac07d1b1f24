import type { Role } from "@quad/contract/rules/constants";
import { splitEmails } from "@quad/contract/rules/invitations";
import { MESSAGES } from "@quad/contract/rules/messages";
import { rolesFor } from "@quad/contract/rules/team-roles";
import type { AppContext } from "../../app-context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { createResetLinkSender } from "../auth/reset-link.ts";
import { createTokensRepository } from "../auth/tokens.repository.ts";
import { partnerInvitationMail, teamInvitationMail } from "../mail/templates.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createTeamRepository } from "./team.repository.ts";

const INVITATION_DAYS = 7;
type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config">;

/** Invitations and welcome mails: a single-use link to set a password and join. */
export function createInviter(ctx: Ctx) {
  const { db, now, config, mailer } = ctx;
  const tokens = createTokensRepository(db);
  const repo = createTeamRepository(db);
  const inviterName = (me: UserWithPartner) => `${me.first_name} ${me.last_name}`.trim() || me.email;

  async function sendWelcome(me: UserWithPartner, user: { id: number; email: string; locale: string }) {
    const token = await tokens.issue(user.id, "invitation", INVITATION_DAYS * 86_400_000, now());
    const link = `${config.appUrl}/reset-password?reset_password_token=${encodeURIComponent(token)}&invitation=true`;
    await mailer.send(teamInvitationMail(user.email, me.partner_name, inviterName(me), link, user.locale as "en-US"));
  }

  const sendReset = createResetLinkSender(ctx);

  return {
    sendWelcome,
    sendReset,

    /** Creates a member without a password and mails the invitation; answers the new id. */
    async inviteMember(
      me: UserWithPartner,
      input: {
        email: string;
        role: Role;
        first_name?: string;
        last_name?: string;
        designation?: string;
        phone?: string;
        phone_country_code?: string;
      },
    ) {
      const row = await repo.insertMember({
        partner_id: me.partner_id,
        email: input.email,
        first_name: input.first_name ?? "",
        last_name: input.last_name ?? "",
        role: input.role,
        designation: input.designation ?? null,
        phone: input.phone ?? null,
        phone_country_code: input.phone_country_code ?? null,
        locale: me.locale,
        timezone: me.timezone ?? me.partner_timezone,
        required_fields_filled: Boolean(input.first_name && input.last_name),
        created_at: now(),
      });
      if (!row) throw new Error("member not created");
      await sendWelcome(me, row);
      return row.id;
    },

    /** POST users/bulk_invite: invites each new address; existing accounts are skipped with a reason. */
    async bulkInvite(me: UserWithPartner, emails: string, role: Role) {
      if (!rolesFor(me.institute_type).includes(role)) throw new ValidationError({ role: MESSAGES.roleNotInTeam });
      const invited: string[] = [];
      const skipped: { email: string; reason: string }[] = [];
      for (const email of splitEmails(emails).map((e) => e.toLowerCase())) {
        if (await repo.emailTaken(email)) {
          skipped.push({ email, reason: "already has a Quad account" });
          continue;
        }
        await this.inviteMember(me, { email, role });
        invited.push(email);
      }
      return { invited, skipped };
    },

    /** POST /invitations: invites people of other institutions to register on Quad. */
    async invitePartners(me: UserWithPartner, emails: string, inviteeType: "School" | "University", note?: string) {
      const invited: string[] = [];
      const path = inviteeType === "School" ? "/search-school" : "/search-university";
      for (const email of splitEmails(emails).map((e) => e.toLowerCase())) {
        await repo.insertInvitation({
          partner_id: me.partner_id,
          invited_by: me.id,
          email,
          invitee_type: inviteeType,
          created_at: now(),
        });
        await mailer.send(
          partnerInvitationMail(email, me.partner_name, inviterName(me), `${config.appUrl}${path}`, note),
        );
        invited.push(email);
      }
      return { invited, skipped: [] };
    },
  };
}
