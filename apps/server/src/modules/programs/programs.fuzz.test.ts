import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnswerCheck } from "../../test/api-document/answer-check.ts";
import { badRequests, plausibleRequest } from "../../test/api-document/bad-inputs.ts";
import { type OpenApiDocument, operationsOf } from "../../test/api-document/openapi-reading.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { PDF_SMALL } from "../../test/files.ts";
import { completeProgram, programCalls } from "../../test/programs.ts";

/**
 * The OpenAPI fuzz (test/api-document/openapi-fuzz.test.ts) puts the caller's partner id in {id}, so on the program
 * routes it mostly meets "not found". Here the same bad inputs go to programs that exist and are the caller's
 * (active, with rounds, courses and a brochure), so they reach the status rules, completeness and file checks:
 * no answer may be a 5xx or one the document does not list.
 */

const t: TestApp = await createTestApp();
const doc = t.app.swagger() as unknown as OpenApiDocument;
const problemsOf = createAnswerCheck(doc);
const operations = operationsOf(doc).filter((op) => op.path.startsWith("/api/v1/partners/programs/{id}"));
let token = "";
/** An active program (edits must keep it complete) and a draft (edits go through to the writes). */
const owned: Record<"active" | "draft", { programId: number; fileId: number }> = {
  active: { programId: 0, fileId: 0 },
  draft: { programId: 0, fileId: 0 },
};

beforeAll(async () => {
  token = (await t.createSignedIn("ApplicationClient")).token;
  for (const status of ["active", "draft"] as const) {
    const res = await programCalls(t).createForm(
      token,
      completeProgram({ action: status === "active" ? "activate" : "save_draft" }),
      [{ field: "brochure", filename: "b.pdf", type: "application/pdf", data: PDF_SMALL }],
    );
    const program = res.json().program;
    owned[status] = { programId: program.id, fileId: program.brochure.id };
  }
});
afterAll(async () => t.close());

describe("bad input on the caller's own programs", () => {
  it("finds the program routes with an {id}", () => {
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      "DELETE /api/v1/partners/programs/{id}",
      "GET /api/v1/partners/programs/{id}",
      "GET /api/v1/partners/programs/{id}/copy",
      "GET /api/v1/partners/programs/{id}/files/{file_id}",
      "PUT /api/v1/partners/programs/{id}",
    ]);
  });

  // Deleting goes last: the other routes need the program.
  const ordered = [...operations].sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
  const cases = ordered.flatMap((op) =>
    (["active", "draft"] as const).map((s) => [`${op.method} ${op.path}`, s, op] as const),
  );
  it.each(cases)(
    "%s on a program %s",
    async (_key, status, op) => {
      const own = owned[status];
      const context = {
        doc,
        pathValues: { id: String(own.programId), file_id: String(own.fileId) },
        seed: 20261126,
      };
      const failures: string[] = [];
      for (const request of [...badRequests(op, context), plausibleRequest(op, context)]) {
        const res = await t.injectAs(token, {
          method: request.method as "GET",
          url: request.url,
          headers: request.headers,
          payload: request.payload,
        });
        for (const problem of problemsOf(op, res))
          failures.push(`${request.label}: ${problem} — ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    },
    300_000,
  );
});
