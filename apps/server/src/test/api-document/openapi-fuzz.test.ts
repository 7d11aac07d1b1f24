import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app.ts";
import { createAnswerCheck } from "./answer-check.ts";
import { type BadRequest, badRequests, plausibleRequest } from "./bad-inputs.ts";
import { refusalProblem } from "./limit-inputs.ts";
import { type OpenApiDocument, type Operation, operationsOf } from "./openapi-reading.ts";

/**
 * Every operation of the OpenAPI document, fed bad inputs (bad-inputs.ts) by each kind of partner and
 * by a visitor without a token: no answer may be a 5xx or leak internals, and every answer must be a
 * status the document lists for the operation, with a body matching its schema. The document is read
 * at run time, so a route added later is fuzzed without anyone writing a case.
 * FUZZ_SEED picks another deterministic sample of odd strings (default 20261123).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/**
 * An operation's 50–150 requests take 0.1–3 s on a quiet machine (form routes with files the longest);
 * a machine busy with a parallel build or the browser suite can make that twenty times longer.
 */
const OPERATION_TIMEOUT_MS = 300_000;
/** Fuzz traffic comes from its own address, so sign-in throttling never locks the world's own sign-ins. */
const FUZZ_ADDRESS = "203.0.113.7";
const TYPES = ["University", "School", "ApplicationClient", "visitor"] as const;
type Caller = (typeof TYPES)[number];

// Built at collection time: the operations to test are read from the app's own document.
const t: TestApp = await createTestApp();
const doc = t.app.swagger() as unknown as OpenApiDocument;
const operations: Operation[] = operationsOf(doc);
const problemsOf = createAnswerCheck(doc);
const callers = new Map<Caller, { token: string; email: string; userId: number; partnerId: number }>();

beforeAll(async () => {
  for (const type of TYPES) {
    if (type === "visitor") continue;
    const { user, partner, token } = await t.createSignedIn(type);
    callers.set(type, { token, email: user.email, userId: user.id, partnerId: partner.id });
  }
});
afterAll(async () => {
  await t?.close();
});

/** Fuzzed calls may sign a caller out (DELETE sessions) or deactivate them: sign back in when they did. */
async function keepSignedIn() {
  for (const [type, caller] of callers) {
    const res = await t.injectAs(caller.token, {
      method: "GET",
      url: `/api/v1/partners/users/${caller.userId}/check_session`,
    });
    if (res.statusCode === 401) callers.set(type, { ...caller, token: await t.signIn(caller.email) });
  }
}

describe("the OpenAPI document", () => {
  it("lists the operations the fuzz attacks", () => {
    expect(operations.length).toBeGreaterThan(90);
  });
});

describe("bad input on every operation", () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    "%s",
    async (_key, op) => {
      const failures: string[] = [];
      // Path parameters stay placeholders here and become the caller's own ids below.
      let context: Parameters<typeof badRequests>[1] = { doc, pathValues: { id: "{id}" }, seed: SEED };
      const plausible = plausibleRequest(op, context);
      // The plausible request by every caller first: the callers it lets past the guards (those it
      // served first) send the requests that must reach validation or the service; the other bad
      // requests go to each caller in turn, and path edges to every caller.
      const admitted: Caller[] = [];
      const served: Caller[] = [];
      const baseStatus = new Map<Caller, number>();
      const streams = "text/event-stream" in (op.responses["200"] ?? {});
      const send = async (type: Caller, request: BadRequest) => {
        // A stream that opens never ends: callers with a token are left to the stream's own tests.
        if (streams && type !== "visitor") return;
        const caller = callers.get(type);
        const pathId = op.path.startsWith("/api/v1/partners/users/") ? caller?.userId : caller?.partnerId;
        const fixed = request.url.replace(/\{id\}/, String(pathId ?? 1));
        const res = await t.app.inject({
          method: request.method as "GET",
          url: fixed,
          headers: { ...request.headers, ...(caller ? { authentication_token: caller.token } : {}) },
          payload: request.payload,
          remoteAddress: FUZZ_ADDRESS,
        });
        const problems = problemsOf(op, res);
        // Over-long texts must be refused on their field, unless the caller's plausible request was itself
        // refused by validation (e.g. a path parameter no fresh institution can fill), whose 422 comes first.
        const baseRefused = baseStatus.get(type) === 422;
        const refusal = request.refusesField && !baseRefused ? refusalProblem(request.refusesField, res) : null;
        if (refusal) problems.push(refusal);
        for (const problem of problems) {
          failures.push(`${type} ${request.label}: ${problem} — ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        return res.statusCode;
      };
      for (const type of TYPES) {
        const status = await send(type, plausible);
        if (status !== undefined) baseStatus.set(type, status);
        if (status === undefined || status === 401 || status === 403) continue;
        admitted.push(type);
        if (status < 400) served.push(type);
      }
      // Served by nobody: the required fields alone may pass where the optional ones' rules did not.
      if (served.length === 0 && admitted.length > 0 && Object.keys(op.body).length > 0) {
        const bare = { ...context, optionalFields: false };
        for (const type of admitted) {
          const status = await send(type, plausibleRequest(op, bare));
          if (status !== undefined && status < 400) {
            served.push(type);
            baseStatus.set(type, status);
          }
        }
        if (served.length > 0) context = bare;
      }
      const pool = served.length > 0 ? served : admitted.length > 0 ? admitted : [...TYPES];
      let turn = 0;
      let admittedTurn = 0;
      for (const request of badRequests(op, context)) {
        if (request.callers === "all") for (const type of TYPES) await send(type, request);
        else if (request.callers === "admitted") await send(pool[admittedTurn++ % pool.length] as Caller, request);
        else await send(TYPES[turn++ % TYPES.length] as Caller, request);
      }
      await keepSignedIn();
      expect(failures).toEqual([]);
    },
    OPERATION_TIMEOUT_MS,
  );
});
