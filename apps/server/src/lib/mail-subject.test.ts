import { describe, expect, it } from "vitest";
import { fitSubject, SUBJECT_MAX } from "./mail-subject.ts";

describe("fitSubject", () => {
  it("keeps a subject that fits", () => {
    expect(fitSubject("Maple University requested a visit on Apr 7 at 09:30 (Asia/Singapore)")).toBe(
      "Maple University requested a visit on Apr 7 at 09:30 (Asia/Singapore)",
    );
  });

  it("drops the zone in brackets rather than cutting it (the body carries it)", () => {
    const text =
      "University of Meadowmont rescheduled its visit to Lakeside Academy to 2027-04-07 at 09:30 (America/New_York)";
    expect(text.length).toBeGreaterThan(SUBJECT_MAX);
    expect(fitSubject(text)).toBe(
      "University of Meadowmont rescheduled its visit to Lakeside Academy to 2027-04-07 at 09:30",
    );
    const zh = `${"北方国际学校".repeat(12)}确认了访问 2027-04-07 09:30（Asia/Shanghai）`;
    expect(fitSubject(zh)).not.toContain("Asia/");
  });

  it("cuts after the last whole clause or word, never inside a value", () => {
    const text = `Harbour University of Engineering and Applied Sciences, Faculty of Medicine, asked to visit Lakeside Academy on 2027-04-07 at 09:30`;
    const fitted = fitSubject(text);
    expect(fitted.length).toBeLessThanOrEqual(SUBJECT_MAX);
    expect(fitted.endsWith("…")).toBe(true);
    expect(text.startsWith(fitted.slice(0, -1))).toBe(true);
    // What is kept ends at a word's end in the original text.
    expect(text.charAt(fitted.length - 1)).toMatch(/[\s,]/);
    const words = `${"word ".repeat(30)}2027-04-07T09:30`;
    const cut = fitSubject(words);
    expect(cut).toMatch(/word…$/);
    expect(cut.length).toBeLessThanOrEqual(SUBJECT_MAX);
  });

  it("cuts Chinese between characters, never inside a run of Latin letters or digits", () => {
    const zh = `${"访".repeat(80)}America/New_York时间`;
    const fitted = fitSubject(zh);
    expect(fitted.length).toBeLessThanOrEqual(SUBJECT_MAX);
    expect(fitted).toBe(`${"访".repeat(80)}…`);
  });
});
