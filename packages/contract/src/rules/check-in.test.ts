import { describe, expect, it } from "vitest";
import { RegisterUserInputSchema, ScanEventInputSchema } from "../api/check-in.ts";
import { buildCheckInQr, CHECK_IN_MESSAGES, parseCheckInQr, parseId } from "./check-in.ts";

describe("check-in QR codes", () => {
  it("round-trips the URL a student's code carries", () => {
    const text = buildCheckInQr("https://quad.example", { student_id: 42, webinar_id: 7 });
    expect(text).toBe("https://quad.example/events/check-in?webinar_id=7&student_id=42");
    expect(parseCheckInQr(text)).toEqual({ ok: true, payload: { student_id: 42, webinar_id: 7 } });
  });

  it("reads a code made on another host, with a trailing slash or extra parameters", () => {
    expect(parseCheckInQr("http://localhost:3000/events/check-in/?student_id=3&webinar_id=9&utm=x")).toEqual({
      ok: true,
      payload: { student_id: 3, webinar_id: 9 },
    });
  });

  it("reads the JSON form of older codes, ids as numbers or digit strings", () => {
    expect(parseCheckInQr('{"student_id": 5, "webinar_id": "11"}')).toEqual({
      ok: true,
      payload: { student_id: 5, webinar_id: 11 },
    });
  });

  it("says empty for a blank scan", () => {
    expect(parseCheckInQr("   ")).toEqual({ ok: false, reason: "empty" });
    expect(parseCheckInQr(undefined)).toEqual({ ok: false, reason: "empty" });
  });

  it.each([
    ["plain text", "hello world"],
    ["another site's link", "https://example.com/menu?student_id=1&webinar_id=2"],
    ["a link without the student", "https://quad.example/events/check-in?webinar_id=2"],
    ["a zero id", "https://quad.example/events/check-in?webinar_id=2&student_id=0"],
    ["a negative id", '{"student_id": -4, "webinar_id": 2}'],
    ["a fractional id", '{"student_id": 4.5, "webinar_id": 2}'],
    ["an id past 32 bits", '{"student_id": 99999999999, "webinar_id": 2}'],
    ["broken JSON", '{"student_id": 4,'],
    ["a JSON list", "[1, 2]"],
    ["another scheme", "javascript:/events/check-in?student_id=1&webinar_id=2"],
  ])("refuses %s as invalid", (_label, text) => {
    expect(parseCheckInQr(text)).toEqual({ ok: false, reason: "invalid" });
  });

  it("takes only plain positive 32-bit ids", () => {
    expect(parseId("12")).toBe(12);
    expect(parseId(2_147_483_647)).toBe(2_147_483_647);
    expect(parseId("2147483648")).toBeNull();
    expect(parseId("1e3")).toBeNull();
    expect(parseId("007")).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});

describe("check-in inputs", () => {
  it("scan: ids may come as digit strings, method defaults to qr", () => {
    expect(ScanEventInputSchema.parse({ student_id: "4", webinar_id: 2 })).toEqual({
      student_id: 4,
      webinar_id: 2,
      method: "qr",
    });
    expect(ScanEventInputSchema.safeParse({ webinar_id: 2 }).success).toBe(false);
  });

  it("walk-in: a student needs a school (directory or typed) and a graduation year", () => {
    const r = RegisterUserInputSchema.safeParse({
      webinar_id: 1,
      first_name: "Ana",
      last_name: "Li",
      email: "Ana@Example.test",
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      school_id: CHECK_IN_MESSAGES.schoolRequired,
      graduation_year: CHECK_IN_MESSAGES.graduationYearRequired,
    });
    const ok = RegisterUserInputSchema.parse({
      webinar_id: 1,
      first_name: " Ana ",
      last_name: "Li",
      email: "Ana@Example.test",
      institute_name: "Hill School",
      graduation_year: "2027",
    });
    expect(ok).toMatchObject({ email: "ana@example.test", first_name: "Ana", role: "student", graduation_year: 2027 });
  });

  it("walk-in: a parent needs no graduation year", () => {
    const r = RegisterUserInputSchema.safeParse({
      webinar_id: 1,
      first_name: "Bo",
      last_name: "Li",
      email: "bo@example.test",
      role: "parent",
      school_id: 3,
    });
    expect(r.success).toBe(true);
  });
});
