import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHONE, screenMatches, usePhone, WIDE } from "./screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A phone's window: every max-width query matches, no min-width one does. */
function onPhone() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Each answer of usePhone, render by render. */
const seen: boolean[] = [];
function Probe() {
  seen.push(usePhone());
  return null;
}

describe("screen", () => {
  it("answers a phone's width from the very first render, so a phone never draws a desktop screen first", () => {
    onPhone();
    seen.length = 0;
    render(<Probe />);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((phone) => phone)).toBe(true);
  });

  it("reads the window's width now, or assumes a wide screen where the browser cannot tell", () => {
    onPhone();
    expect(screenMatches(PHONE)).toBe(true);
    expect(screenMatches(WIDE)).toBe(false);
    vi.stubGlobal("matchMedia", undefined);
    expect(screenMatches(WIDE)).toBe(true);
    expect(screenMatches(PHONE, false)).toBe(false);
  });
});
