import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { renderScreen } from "../../../test/render";
import { ReleaseDecisions } from "./release-decisions";

const answer = (over: Record<string, unknown> = {}) => ({
  applications: 2,
  students: 2,
  release_at: "2026-11-28T12:00:00.000Z",
  skipped: [{ id: 9, reason: "not_decided" }],
  dry_run: true,
  message: "2 students will be told",
  ...over,
});

/** A fetch that answers the release call, keeping what was sent. */
function releaseApi() {
  const sent: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
    sent.push(body);
    return new Response(JSON.stringify(answer({ dry_run: body.dry_run })), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  return { fetch, sent };
}

async function open(onDone = () => undefined) {
  await initI18n("en-US");
  await ensureNamespace("applications");
  await renderScreen(() => <ReleaseDecisions ids={[3, 4, 9]} onDone={onDone} />, "/direct-apply/applications");
  fireEvent.click(await screen.findByRole("button", { name: "Release decisions" }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale("en-US");
});

describe("releasing decisions", () => {
  it("says how many students will be told before anything is released, then releases on confirmation", async () => {
    const api = releaseApi();
    vi.stubGlobal("fetch", api.fetch);
    const done = vi.fn();
    await open(done);
    expect(await screen.findByText("2 students will be told their decision.")).toBeInTheDocument();
    expect(
      screen.getByText("1 selected application is left out: no decision recorded yet, or already released."),
    ).toBeInTheDocument();
    // The count was a dry run: nothing released yet.
    expect(api.sent).toEqual([{ ids: [3, 4, 9], dry_run: true }]);
    fireEvent.click(screen.getByRole("button", { name: "Release" }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(api.sent.at(-1)).toEqual({ ids: [3, 4, 9], dry_run: false });
  });

  it("counts again for a chosen moment and sends it", async () => {
    const api = releaseApi();
    vi.stubGlobal("fetch", api.fetch);
    await open();
    await screen.findByText("2 students will be told their decision.");
    fireEvent.click(screen.getByText("At a chosen time"));
    fireEvent.change(screen.getByLabelText("Release on"), { target: { value: "2030-01-02T09:30" } });
    await waitFor(() =>
      expect(api.sent.at(-1)).toEqual({
        ids: [3, 4, 9],
        release_at: new Date(2030, 0, 2, 9, 30).toISOString(),
        dry_run: true,
      }),
    );
    expect(await screen.findByText(/^2 students will be told their decision on /)).toBeInTheDocument();
  });

  it("speaks Chinese", async () => {
    vi.stubGlobal("fetch", releaseApi().fetch);
    await open();
    await changeLocale("zh-CN");
    expect(await screen.findByText("将通知 2 名学生其结果。")).toBeInTheDocument();
  });
});
