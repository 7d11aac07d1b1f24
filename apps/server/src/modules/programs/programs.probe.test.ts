/**
 * Answers found by probing the programs routes from outside: lists sent as JSON text in a multipart form were
 * parsed after the form's input check, so NUL or an unpaired surrogate inside them reached PostgreSQL's jsonb (500).
 */
import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { PROGRAMS_API, programCalls } from "../../test/programs.ts";

let t: TestApp;
let token: string;
let call: ReturnType<typeof programCalls>;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.createSignedIn("University")).token;
  call = programCalls(t);
});
afterAll(async () => t?.close());

describe("POST programs: texts inside the lists", () => {
  it("refuses NUL inside a content section sent as a form's JSON text, on its field (was a 500)", async () => {
    const res = await call.createForm(token, {
      name: "Economics",
      content: '[{"title":"Overview","body":"a\\u0000b"}]',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ errors: { "content.0.body": MESSAGES.controlCharacters } });
  });

  it("refuses an unpaired surrogate inside the lists of a form (was a 500)", async () => {
    const res = await call.createForm(token, {
      name: "Economics",
      tests: '[{"test":"IELTS\\ud800","min_score":"6"}]',
      intake_rounds: '[{"name":"Fall \\udc00"}]',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      errors: { "tests.0.test": MESSAGES.brokenText, "intake_rounds.0.name": MESSAGES.brokenText },
    });
  });

  it("refuses an unpaired surrogate in a JSON body, list or not (was a 500 in content, U+FFFD in the name)", async () => {
    for (const [payload, field] of [
      ['{"name":"Economics","content":[{"title":"Overview","body":"a\\ud800b"}]}', "content.0.body"],
      ['{"name":"Econ\\ud800omics"}', "name"],
    ]) {
      const res = await t.injectAs(token, {
        method: "POST",
        url: PROGRAMS_API,
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ errors: { [field as string]: MESSAGES.brokenText } });
    }
  });

  it("still takes emoji and every script, in forms and JSON", async () => {
    const res = await call.createForm(token, {
      name: "经济学 😀",
      content: JSON.stringify([{ title: "概览 😀", body: "Économie\r\n\tavancée" }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().program.content).toEqual([{ title: "概览 😀", body: "Économie\r\n\tavancée" }]);
  });
});
