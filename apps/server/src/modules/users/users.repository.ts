import type { InstituteType, Locale, Role } from "@quad/contract/rules/constants";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "./users.table.ts";

/** The columns of a user with their institution and its country (shared with the session lookup of auth). */
export const userWithPartnerColumns = {
  id: users.id,
  partner_id: users.partner_id,
  email: users.email,
  password_hash: users.password_hash,
  first_name: users.first_name,
  last_name: users.last_name,
  phone: users.phone,
  phone_country_code: users.phone_country_code,
  designation: users.designation,
  biography: users.biography,
  gender: users.gender,
  profile_photo: users.profile_photo,
  role: users.role,
  status: users.status,
  is_onboard: users.is_onboard,
  is_support_user: users.is_support_user,
  is_calender_expired: users.is_calender_expired,
  locale: users.locale,
  timezone: users.timezone,
  required_fields_filled: users.required_fields_filled,
  email_preferences: users.email_preferences,
  privacy_policy_accepted_at: users.privacy_policy_accepted_at,
  email_confirmed_at: users.email_confirmed_at,
  last_login: users.last_login,
  partner_name: partners.name,
  partner_created_at: partners.created_at,
  partner_status: partners.status,
  partner_timezone: partners.timezone,
  institute_type: partners.institute_type,
  country_code: countries.code,
  /** The institution's stored plan tiers by area (decision 104); areas without a row take the default. */
  plan_tiers: sql<Record<string, string>>`(select coalesce(json_object_agg(pp.area, pp.tier), '{}'::json)
    from partner_plans pp where pp.partner_id = ${users.partner_id})`,
};

type UserRow = typeof users.$inferSelect;

export type UserWithPartner = Omit<UserRow, "role" | "locale" | "status" | "created_at" | "updated_at"> & {
  role: Role;
  locale: Locale;
  status: "active" | "deactivated";
  partner_name: string;
  partner_created_at: Date;
  partner_status: string;
  partner_timezone: string | null;
  institute_type: InstituteType;
  country_code: string | null;
  plan_tiers: Record<string, string>;
};

export function createUsersRepository(db: Db) {
  const base = () =>
    db
      .select(userWithPartnerColumns)
      .from(users)
      .innerJoin(partners, eq(partners.id, users.partner_id))
      .leftJoin(countries, eq(countries.id, partners.country_id));
  return {
    async findWithPartner(id: number): Promise<UserWithPartner | undefined> {
      const [row] = await base().where(eq(users.id, id)).limit(1);
      return row as UserWithPartner | undefined;
    },
    async findByEmail(email: string): Promise<UserWithPartner | undefined> {
      const [row] = await base()
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row as UserWithPartner | undefined;
    },
    /** The user's institution as the session's user/partner answer shows it. */
    async partnerOf(partnerId: number) {
      const [partner] = await db
        .select({
          id: partners.id,
          name: partners.name,
          institute_type: partners.institute_type,
          country_id: partners.country_id,
          country: countries.name,
          timezone: partners.timezone,
          is_zoom_connected: partners.is_zoom_connected,
          zoom_email: partners.zoom_email,
          logo: partners.logo,
        })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .where(eq(partners.id, partnerId));
      return partner;
    },
    async setLastLogin(id: number, at: Date) {
      await db.update(users).set({ last_login: at }).where(eq(users.id, id));
    },
    async setPassword(id: number, passwordHash: string, at: Date) {
      await db.update(users).set({ password_hash: passwordHash, updated_at: at }).where(eq(users.id, id));
    },
    async confirmEmail(id: number, at: Date) {
      await db.update(users).set({ email_confirmed_at: at, updated_at: at }).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
