import { AppConfigResponseSchema, CountryCodeResponseSchema } from "@quad/contract/api/reference";
import { describe, expect, it } from "vitest";
import { AppConfigTwinSchema, CountryCodeTwinSchema } from "./public-schemas";

const pairs = [
  { name: "app_config", contract: AppConfigResponseSchema, twin: AppConfigTwinSchema },
  { name: "country_code", contract: CountryCodeResponseSchema, twin: CountryCodeTwinSchema },
] as const;

const validConfig = {
  google_sign_in_enabled: true,
  google_client_id: "id",
  public_site_url: null,
  help_center_url: "https://help",
  community_url: null,
  chat_url: null,
  mailbox_enabled: false,
};

const samples: Record<string, unknown[]> = {
  app_config: [
    validConfig,
    { ...validConfig, extra: 1 },
    { ...validConfig, google_sign_in_enabled: "yes" },
    { ...validConfig, public_site_url: undefined },
    { ...validConfig, chat_url: 42 },
    { ...validConfig, mailbox_enabled: null },
    {},
    [],
    null,
    "text",
  ],
  country_code: [{ country_code: "CN" }, { country_code: null, other: true }, { country_code: 86 }, {}, [], null],
};

describe.each(pairs)("zod-free twin of $name", ({ name, contract, twin }) => {
  it("has the contract's fields", () => {
    expect([...twin.fields].sort()).toEqual(Object.keys(contract.shape).sort());
  });

  it("accepts and rejects exactly what the contract does, with the same output", async () => {
    for (const sample of samples[name] ?? []) {
      const expected = contract.safeParse(sample);
      const actual = await twin["~standard"].validate(sample);
      expect(actual.issues === undefined, JSON.stringify(sample)).toBe(expected.success);
      if (expected.success && !actual.issues) expect(actual.value).toEqual(expected.data);
    }
  });
});
