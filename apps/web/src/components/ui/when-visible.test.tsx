import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenVisible } from "./when-visible";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("WhenVisible", () => {
  it("keeps the section's place, then draws the sections one idle moment at a time, in page order", async () => {
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
