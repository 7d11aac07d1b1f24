import { Document, Spectral } from "@stoplight/spectral-core";
import Parsers from "@stoplight/spectral-parsers";
import { afterAll, describe, expect, it } from "vitest";
import { documentedSchema, operationIdOf } from "../../plugins/openapi-operation.ts";
import { createTestApp } from "../app.ts";
import { type OpenApiDocument, operationsOf } from "./openapi-reading.ts";
import { oasRuleset, owaspRuleset } from "./spectral-ruleset.ts";

/** The API's OpenAPI document (/api/docs/json): Spectral's OpenAPI rules, and what each operation must say. */

const t = await createTestApp();
const doc = t.app.swagger() as unknown as OpenApiDocument & Record<string, unknown>;
afterAll(() => t.close());

/** What a ruleset (spectral-ruleset.ts) finds in the document, errors and warnings alike. */
async function lint(ruleset: unknown) {
  const spectral = new Spectral();
  spectral.setRuleset(ruleset as never);
  const results = await spectral.run(new Document(JSON.stringify(doc), Parsers.Json));
  return results.map((r) => `${r.code} at ${r.path.join(".")}: ${r.message}`);
}

describe("the OpenAPI document", () => {
  it("passes Spectral's spectral:oas rules with no error and no warning", async () => {
    expect(await lint(oasRuleset)).toEqual([]);
  });

  it("passes the OWASP API Security ruleset with no error and no warning", async () => {
    expect(await lint(owaspRuleset)).toEqual([]);
  });

  it("gives every operation a summary, a tag, its security and the error statuses of its shape", () => {
    const problems: string[] = [];
    for (const op of operationsOf(doc)) {
      const raw = (doc.paths[op.path] as Record<string, Record<string, unknown>>)[op.method.toLowerCase()] ?? {};
      const key = `${op.method} ${op.path}`;
      if (!raw.summary) problems.push(`${key}: no summary`);
      if (!(raw.tags as string[] | undefined)?.length) problems.push(`${key}: no tag`);
      const statuses = Object.keys(op.responses);
      // A redirect (the personal webinar join link) succeeds with its 3xx.
      if (!statuses.some((s) => s.startsWith("2") || s.startsWith("3"))) problems.push(`${key}: no success answer`);
      if (!statuses.includes("500")) problems.push(`${key}: no 500`);
      if (op.secured && !statuses.includes("401")) problems.push(`${key}: token route without 401`);
      if (op.parameters.length > 0 && !statuses.includes("422")) problems.push(`${key}: parameters without 422`);
      if (op.method !== "GET" && !["413", "415", "422"].every((s) => statuses.includes(s))) {
        problems.push(`${key}: a body route without 413, 415 and 422`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("documents the live stream as text/event-stream", () => {
    const stream = operationsOf(doc).find((op) => op.path.endsWith("/notifications/stream"));
    expect(Object.keys(stream?.responses["200"] ?? {})).toEqual(["text/event-stream"]);
  });

  it("names the token routes' security and documents form routes' bodies", () => {
    const ops = operationsOf(doc);
    const profile = ops.find((op) => op.method === "PUT" && op.path === "/api/v1/partners/users/{id}");
    expect(profile?.secured).toBe(true);
    expect(Object.keys(profile?.body ?? {})).toEqual(["multipart/form-data", "application/json"]);
    const signIn = ops.find((op) => op.method === "POST" && op.path === "/api/v1/partners/sessions");
    expect(signIn?.secured).toBe(false);
  });
});

describe("documentedSchema", () => {
  it("refuses a route without a summary, so no operation goes undescribed", () => {
    expect(() => documentedSchema({ method: "GET", url: "/api/v1/partners/things", schema: {} })).toThrow(
      "GET /api/v1/partners/things has no summary",
    );
  });

  it("makes URL-safe operation ids from method and path", () => {
    expect(operationIdOf("PUT", "/api/v1/partners/users/:id/update_password")).toBe("putUsersIdUpdatePassword");
    expect(operationIdOf("GET", "/api/v1/users/admins_list")).toBe("getUsersAdminsList");
  });
});
