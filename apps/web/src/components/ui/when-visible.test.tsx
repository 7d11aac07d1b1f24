import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenVisible } from "./when-visible";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A screen `wide` (at least 48em) or a phone's, as matchMedia reports it. */
function screenWidth(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: wide && query === "(min-width: 48em)", media: query }));
}

describe("WhenVisible", () => {
  it("keeps the section's place, then draws the sections one idle moment at a time, in page order", async () => {
    screenWidth(true);
    vi.stubGlobal("IntersectionObserver", undefined);
    const { container } = render(
      <>
        <WhenVisible minHeight={300}>
          <p>first</p>
        </WhenVisible>
        <WhenVisible minHeight={200}>
          <p>second</p>
        </WhenVisible>
      </>,
    );
    const places = container.querySelectorAll<HTMLElement>("[data-when-visible]");
    expect([...places].map((p) => p.style.minHeight)).toEqual(["300px", "200px"]);
    expect(screen.queryByText("first")).toBeNull();
    await screen.findByText("first");
    expect(screen.queryByText("second")).toBeNull();
    await screen.findByText("second");
    expect(container.querySelector("[data-when-visible]")).toBeNull();
  });

  it("on a phone, draws a section only when it comes near the screen, not when the browser is idle", async () => {
    screenWidth(false);
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    let near: IntersectionObserverCallback = () => {};
    class Observer {
      constructor(callback: IntersectionObserverCallback) {
        near = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("IntersectionObserver", Observer);
    render(
      <WhenVisible minHeight={100}>
        <p>below</p>
      </WhenVisible>,
    );
    expect(idle).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("below")).toBeNull();
    act(() => near([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByText("below")).toBeTruthy();
  });

  it("draws a section at once when it comes near the screen", async () => {
    const observed: Element[] = [];
    class Observer {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push(element);
        this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    }
    vi.stubGlobal("IntersectionObserver", Observer);
    vi.stubGlobal("requestIdleCallback", () => 0);
    render(
      <WhenVisible minHeight={100}>
        <p>near</p>
      </WhenVisible>,
    );
    expect(await screen.findByText("near", {}, { timeout: 100 })).toBeTruthy();
    expect(observed).toHaveLength(1);
  });
});
