import type { Db } from "../../db/client.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { FileLinks } from "../../plugins/storage.ts";
import { createUsersRepository, type UserWithPartner } from "./users.repository.ts";
import { toSessionUser } from "./users.serializer.ts";
import { effectivePreferences } from "./users.settings.service.ts";

export function createUsersService(deps: { db: Db; fileLinks: FileLinks }) {
  const repo = createUsersRepository(deps.db);
  return {
    /** The session's own user; another id is not found (never confirms it exists). */
    checkSession(me: UserWithPartner, id: number) {
      if (id !== me.id) throw new NotFoundError(`User ${id} not found`);
      return toSessionUser(me);
    },

    async userPartner(me: UserWithPartner) {
      const partner = await repo.partnerOf(me.partner_id);
      if (!partner) throw new NotFoundError(`Partner ${me.partner_id} not found`);
      const { logo, ...rest } = partner;
      return {
        user: toSessionUser(me),
        partner: {
          ...rest,
          institute_type: me.institute_type,
          logo_url: deps.fileLinks.url(logo),
        },
      };
    },

    /**
     * The signed-in user's own profile (last sign-in, mail preferences): another id, a colleague's included,
     * is not found, as on the sibling routes (check_session, settings; issue 22 §4).
     */
    async getUser(me: UserWithPartner, id: number) {
      if (id !== me.id) throw new NotFoundError(`User ${id} not found`);
      const user = await repo.findWithPartner(id);
      if (!user) throw new NotFoundError(`User ${id} not found`);
      return {
        ...toSessionUser(user),
        phone: user.phone ? [user.phone_country_code, user.phone].filter(Boolean).join(" ") : null,
        designation: user.designation,
        biography: user.biography,
        gender: user.gender,
        profile_photo_url: deps.fileLinks.url(user.profile_photo),
        phone_country_code: user.phone_country_code,
        phone_number: user.phone,
        email_preferences: effectivePreferences(user.email_preferences),
        status: user.status,
      };
    },
  };
}
