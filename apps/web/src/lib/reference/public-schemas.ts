import type { AppConfig } from "@quad/contract/api/reference";
import type { ResponseSchema } from "../api-client";

/**
 * Zod-free twins of the contract's AppConfigResponseSchema and CountryCodeResponseSchema
 * (packages/contract api/reference.ts). The sign-in screen needs both answers before anything else, and
 * zod would add about 30 kB gzip to that first load. public-schemas.test.ts keeps the twins identical to
 * the contract: same fields, same verdict on valid and invalid answers, same output.
 */

type FieldKind = "boolean" | "string|null";

const matches = (kind: FieldKind, value: unknown) =>
  kind === "boolean" ? typeof value === "boolean" : value === null || typeof value === "string";

function objectSchema<T>(fields: Record<keyof T & string, FieldKind>): ResponseSchema<T> & { fields: string[] } {
  const names = Object.keys(fields) as (keyof T & string)[];
  return {
    fields: names,
    "~standard": {
      validate(value: unknown) {
        if (typeof value !== "object" || value === null || Array.isArray(value)) {
          return { issues: [{ message: "expected an object" }] };
        }
        const record = value as Record<string, unknown>;
        const wrong = names.filter((name) => !matches(fields[name], record[name]));
        if (wrong.length) return { issues: wrong.map((name) => ({ message: `${name}: expected ${fields[name]}` })) };
        return { value: Object.fromEntries(names.map((name) => [name, record[name]])) as T };
      },
    },
  };
}

export const AppConfigTwinSchema = objectSchema<AppConfig>({
  google_sign_in_enabled: "boolean",
  google_client_id: "string|null",
  public_site_url: "string|null",
  help_center_url: "string|null",
  community_url: "string|null",
  chat_url: "string|null",
  mailbox_enabled: "boolean",
});

export const CountryCodeTwinSchema = objectSchema<{ country_code: string | null }>({ country_code: "string|null" });
