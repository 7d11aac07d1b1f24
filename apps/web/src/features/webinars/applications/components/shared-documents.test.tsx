import type { MyApplicationsResponseSchema } from "@quad/contract/api/application-guest";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import { changeLocale, ensureNamespace, initI18n } from "../../../../lib/i18n";
import { renderScreen } from "../../../../test/render";
import { SharedDocuments } from "./my-applications";

type Mine = z.infer<typeof MyApplicationsResponseSchema>["applications"][number];

const app = (over: Partial<Mine> = {}): Mine => ({
  id: 5,
  program: { id: 1, name: "Data Science" },
  institution: { id: 2, name: "University of Meadowmont" },
  course: null,
  intake_round: null,
  start_date: null,
  status: "decided",
  result: "admitted",
  submitted_at: "2026-11-01T10:00:00.000Z",
  status_changed_at: "2026-11-20T10:00:00.000Z",
  school_share: null,
  documents: [],
  shared_documents: [
    {
      id: 8,
      document_type: "offer_letter",
      name: "Offer letter",
      original_name: "offer.pdf",
      created_at: "2026-11-20T10:00:00.000Z",
      url: "/api/v1/partners/files/abc.pdf?expires=1&signature=x",
    },
  ],
  history: [],
  ...over,
});

async function show(value: Mine) {
  await initI18n("en-US");
  await ensureNamespace("applications");
  await renderScreen(() => <SharedDocuments app={value} />, "/webinars/my-sessions");
}

afterEach(async () => {
  await changeLocale("en-US");
});

describe("documents the university shares with the student", () => {
  it("lists each with its signed download link, in both languages", async () => {
    await show(app());
    expect(await screen.findByText("Documents from University of Meadowmont")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download Offer letter" })).toHaveAttribute(
      "href",
      "/api/v1/partners/files/abc.pdf?expires=1&signature=x",
    );
    await changeLocale("zh-CN");
    expect(await screen.findByText("来自 University of Meadowmont 的文件")).toBeInTheDocument();
  });

  it("shows nothing when none is shared", async () => {
    await show(app({ shared_documents: [] }));
    expect(screen.queryByText(/^Documents from/)).toBeNull();
  });
});
