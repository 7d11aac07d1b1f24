import { randomBytes } from "node:crypto";
import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecretBox } from "../../lib/secrets/secret-box.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { crmIntegrations } from "../connections/connections.table.ts";

// The CRM's secret at rest (decision 102); crm.test.ts tests the connection with it (the secret read back works).
const API = "/api/v1/partners";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1" } });
});
afterAll(async () => {
  await t?.close();
});

async function saved() {
  const u = await t.createSignedIn("University");
  const res = await t.injectAs(u.token, {
    method: "POST",
    url: `${API}/universities/${u.partner.id}/add_crm_integration`,
    payload: {
      crm_integration: {
        crm_name: "Slate",
        endpoint_url: "http://127.0.0.1:9/api",
        username: "quad",
        secret: "crm-api-key-0042",
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toContain("crm-api-key");
  return u;
}
const column = async (partnerId: number) =>
  (await t.db.select().from(crmIntegrations).where(eq(crmIntegrations.partner_id, partnerId)))[0]?.secret;

describe("the CRM secret at rest", () => {
  it("is stored encrypted and kept when saved again without it", async () => {
    const u = await saved();
    const stored = await column(u.partner.id);
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain("crm-api-key");
    expect(t.app.ctx.secrets.open(stored ?? "")).toBe("crm-api-key-0042");
    const again = await t.injectAs(u.token, {
      method: "POST",
      url: `${API}/universities/${u.partner.id}/add_crm_name`,
      payload: { crm_integration: { crm_name: "Slate" } },
    });
    expect(again.json().crm_integration).toMatchObject({ has_secret: true });
    expect(t.app.ctx.secrets.open((await column(u.partner.id)) ?? "")).toBe("crm-api-key-0042");
  });

  it("one Quad cannot read shows as missing, and the test asks for the settings, never a 5xx", async () => {
    const u = await saved();
    await t.db
      .update(crmIntegrations)
      .set({ secret: createSecretBox({ current: randomBytes(32) }).seal("crm-api-key-0042") })
      .where(eq(crmIntegrations.partner_id, u.partner.id));
    const read = await t.injectAs(u.token, { method: "GET", url: `${API}/universities/${u.partner.id}/selected_crm` });
    expect(read.statusCode).toBe(200);
    expect(read.json().crm_integration).toMatchObject({ has_secret: false });
    const test = await t.injectAs(u.token, {
      method: "POST",
      url: `${API}/universities/${u.partner.id}/test_slate_connection`,
    });
    expect(test.statusCode).toBe(422);
    expect(test.json()).toEqual({ errors: { crm_integration: MESSAGES.crmNotConfigured } });
  });
});
