import type { ApplicationDocument } from "@quad/contract/api/applications";
import type { ApplicationListItem } from "@quad/contract/api/applications-list";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { renderScreen } from "../../../test/render";
import { ApplicationCards } from "./application-cards";
import { DocumentsCard } from "./documents-card";

const doc = (over: Partial<ApplicationDocument>): ApplicationDocument => ({
  id: 1,
  document_type: "transcript",
  name: "Academic transcript",
  original_name: "transcript.pdf",
  content_type: "application/pdf",
  size_bytes: 2048,
  is_deleted: false,
  uploaded_by: null,
  created_at: "2026-11-20T10:00:00.000Z",
  from_school: null,
  url: "/api/v1/partners/student_application_documents/1",
  ...over,
});
const letter = doc({
  id: 2,
  document_type: "recommendation_letter",
  original_name: "letter.pdf",
  from_school: { id: 9, name: "Lakeside High" },
});

const row: ApplicationListItem = {
  id: 5,
  student: { user_id: 3, first_name: "Maya", last_name: "Chen", email: "maya@example.test" },
  program: { id: 4, name: "Marine Biology" },
  institution: { id: 2, name: "University of Meadowmont" },
  course: null,
  intake_round: null,
  country: null,
  school: { id: 9, name: "Lakeside High" },
  submitted_at: "2026-11-20T10:00:00.000Z",
  start_date: null,
  choice: null,
  status: "submitted",
  status_class_name: "submitted",
  result: null,
  result_class_name: null,
  document_upload_date: null,
  application_fee: null,
  fee_status: "unpaid",
  fee_waived: false,
  is_deposit_paid: null,
  is_new: false,
  status_changed_at: "2026-11-20T10:00:00.000Z",
  days_in_status: 6,
  is_overdue: false,
  decision_release: null,
};

async function show(ui: () => ReactNode) {
  await initI18n("en-US");
  await ensureNamespace("applications");
  await renderScreen(ui, "/");
}

describe("a school's view of its students' applications (decisions 072–073)", () => {
  afterEach(async () => {
    await changeLocale("en-US");
  });

  it("the university sees a school's document marked as from the school", async () => {
    await show(() => <DocumentsCard documents={[doc({}), letter]} teamDocuments={[]} />);
    expect(await screen.findByText("From Lakeside High")).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await screen.findByText("来自Lakeside High")).toBeTruthy();
  });

  it("the school sees its own documents apart, and may delete only those", async () => {
    await show(() => <DocumentsCard documents={[doc({})]} teamDocuments={[letter]} school />);
    expect(await screen.findByText("From your school")).toBeTruthy();
    expect(screen.queryByText("From your team")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Delete / }).map((b) => b.getAttribute("aria-label"))).toEqual([
      "Delete Recommendation letter",
    ]);
  });

  it("a school's cards open an application and select nothing", async () => {
    await show(() => (
      <ApplicationCards rows={[row]} selected={[]} onSelectedChange={() => {}} onOpen={() => {}} school />
    ));
    expect(await screen.findByText("Marine Biology")).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
