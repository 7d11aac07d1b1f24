import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";

/** An institution's OpenID Connect provider (issue 25 §3; decision 098: the secret never leaves the server). */
export const ssoConnections = pgTable("sso_connections", {
  partner_id: integer("partner_id")
    .primaryKey()
    .references(() => partners.id, { onDelete: "cascade" }),
  is_enabled: boolean("is_enabled").notNull().default(false),
  issuer: text("issuer"),
  client_id: text("client_id"),
  /** Encrypted by the repository (decision 102). */
  client_secret: text("client_secret"),
  updated_by: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The email domains whose staff sign in through their institution's provider; one institution per domain (decision 097). */
export const ssoDomains = pgTable(
  "sso_domains",
  {
    domain: text("domain").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sso_domains_partner_idx").on(t.partner_id)],
);

/**
 * One sign-in on its way through the provider (decision 096): the hashes of its state and of the browser's
 * cookie, the PKCE verifier and the nonce, used once before it expires.
 */
export const ssoAttempts = pgTable(
  "sso_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    state_hash: text("state_hash").notNull().unique(),
    browser_hash: text("browser_hash").notNull(),
    code_verifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    email: text("email").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("sso_attempts_expires_idx").on(t.expires_at)],
);
