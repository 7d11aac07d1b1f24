import { missingRequiredFields } from "@quad/contract/rules/webinar-sessions";
import type { AppContext } from "../../app-context.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createGuestsRepository, type GuestRow } from "./guests.repository.ts";

/**
 * A School partner's user in the webinar area (spec 3 §2: "school users must sign in to their school
 * account"): they act through a webinar account linked to their partner user. Made on first use from
 * the user's names, email, locale and zone, as a counselor of their school (its country and city), or,
 * when a guest account of the same email exists, that account is linked.
 */
export function createSchoolGuests(ctx: Pick<AppContext, "db" | "now">) {
  const guests = createGuestsRepository(ctx.db);

  return {
    async forPartnerUser(user: UserWithPartner): Promise<GuestRow | undefined> {
      const linked = await guests.findByPartnerUser(user.id);
      if (linked) return linked;
      const at = ctx.now();
      const sameEmail = await guests.findByEmail(user.email);
      if (sameEmail) {
        // Made by a request of the same user that arrived a moment earlier.
        if (sameEmail.partner_user_id === user.id) return sameEmail;
        if (sameEmail.partner_user_id !== null) return undefined;
        return (await guests.linkPartnerUser(sameEmail.id, user.id, at)) ?? guests.findByPartnerUser(user.id);
      }
      const place = await guests.partnerPlace(user.partner_id);
      const profile = {
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        role: "counselor",
        school_partner_id: user.partner_id,
        institute_name: place?.name ?? null,
        country_id: place?.country_id ?? null,
        city: place?.city ?? null,
      };
      const made = await guests.create({
        ...profile,
        locale: user.locale,
        timezone: user.timezone ?? user.partner_timezone,
        person_id: await guests.personFor(user.email),
        partner_user_id: user.id,
        required_fields_filled: missingRequiredFields(profile).length === 0,
        created_at: at,
        updated_at: at,
      });
      // Two first requests at once: the unique keys keep one account; both use it.
      return made ?? (await guests.findByPartnerUser(user.id));
    },
  };
}
