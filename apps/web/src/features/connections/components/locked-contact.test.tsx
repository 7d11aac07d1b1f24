import type { ConnectionDetail } from "@quad/contract/api/connection-detail";
import type { ConnectionListItem } from "@quad/contract/api/connections";
import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { renderScreen } from "../../../test/render";
import { STARTER_ADMIN, signInAs, UNIVERSITY_ADMIN } from "../../../test/users";
import { NameCell } from "./connections-table";
import { DetailSections } from "./detail-sections";

const row = (over: Partial<ConnectionListItem>): ConnectionListItem => ({
  id: 41,
  first_name: "Mei",
  last_name: "Lin",
  email: "mei.lin@example.test",
  contact_hidden: false,
  contact_locked: false,
  user_type: "student",
  country: { id: 1, name: "China" },
  graduation_year: 2027,
  school_name: "Alton High School",
  list_state: null,
  lead_category: null,
  next_step: null,
  source: "webinar",
  status: null,
  access_tier: "paid",
  activities_count: 2,
  last_activity_at: null,
  created_at: "2026-10-01T00:00:00Z",
  is_new: false,
  is_updated: false,
  ...over,
});

const detail = (contact: Partial<ConnectionDetail["contact"]>): ConnectionDetail => ({
  id: 41,
  user_type: "student",
  list_state: null,
  lead_category: null,
  next_step: null,
  access_tier: contact.locked ? "free" : "paid",
  is_new: false,
  is_updated: false,
  profile: {
    first_name: "Mei",
    last_name: "Lin",
    gender: null,
    date_of_birth: null,
    country: { id: 1, name: "China" },
    state: null,
    city: null,
    citizenships: [],
    graduation_year: 2027,
    interest: null,
    fit: null,
    status: null,
    created_at: "2026-10-01T00:00:00Z",
  },
  academics: { scores: {}, academic_interests: [], course_interests: [] },
  contact: {
    email: "mei.lin@example.test",
    phone: "+1 555 0100",
    hidden: false,
    locked: false,
    is_minor: false,
    guardian_consent_at: null,
    guardian_consent_given_by: null,
    guardian_consent_method: null,
    guardian_consent_recorded_by: null,
    guardian_consent_by: null,
    ...contact,
  },
  engagement: { activities_count: 2, first_activity_at: null, last_activity_at: null, by_kind: [] },
  school: { id: null, name: null, city: null, state: null },
  source: { source: "webinar", first_activity_at: null, webinar: null },
  list_state_history: [],
});

async function show(user: object, node: () => ReactNode) {
  await initI18n("en-US");
  await ensureNamespace("connections");
  signInAs(user);
  await renderScreen(node, "/connections");
}

afterEach(async () => {
  useSessionStore.getState().signOut();
  await changeLocale("en-US");
});

describe("a contact the plan locks", () => {
  it("shows a lock and why in the list, not an empty cell", async () => {
    await show(STARTER_ADMIN, () => <NameCell row={row({ email: null, contact_locked: true, access_tier: "free" })} />);
    expect(await screen.findByText("Contact details come with the paid plan")).toBeTruthy();
    expect(screen.queryByText("mei.lin@example.test")).toBeNull();
  });

  it("shows the email of a paid connection", async () => {
    await show(UNIVERSITY_ADMIN, () => <NameCell row={row({})} />);
    expect(await screen.findByText("mei.lin@example.test")).toBeTruthy();
    expect(screen.queryByText("Contact details come with the paid plan")).toBeNull();
  });

  it("explains the lock in the detail, with the request and the explanation", async () => {
    await show(STARTER_ADMIN, () => <DetailSections c={detail({ email: null, phone: null, locked: true })} />);
    const contact = await screen.findByRole("region", { name: "Contact" });
    expect(within(contact).getByText("Contact details come with the paid plan")).toBeTruthy();
    expect(
      within(contact).getByText(/connected with your university while your connections plan is free/),
    ).toBeTruthy();
    expect(within(contact).getByRole("button", { name: "Ask about the paid plan" })).toBeTruthy();
    expect(within(contact).getByRole("link", { name: "What free and paid mean" }).getAttribute("href")).toBe(
      "/settings?tab=plan",
    );
    expect(within(contact).queryByText("Email")).toBeNull();
  });

  it("still shows a locked minor's recorded consent under the lock", async () => {
    await show(STARTER_ADMIN, () => (
      <DetailSections
        c={detail({
          email: null,
          phone: null,
          locked: true,
          is_minor: true,
          guardian_consent_at: "2026-10-02T00:00:00Z",
          guardian_consent_by: "Li Lin, signed form",
        })}
      />
    ));
    const contact = await screen.findByRole("region", { name: "Contact" });
    expect(within(contact).getByText("Contact details come with the paid plan")).toBeTruthy();
    expect(within(contact).getByText("Guardian consent")).toBeTruthy();
    expect(within(contact).queryByText("Email")).toBeNull();
  });

  it("keeps a locked minor's consent rule as well, in Chinese too", async () => {
    await show(STARTER_ADMIN, () => (
      <DetailSections c={detail({ email: null, phone: null, locked: true, hidden: true, is_minor: true })} />
    ));
    const contact = await screen.findByRole("region", { name: "Contact" });
    expect(within(contact).getByText("Contact details come with the paid plan")).toBeTruthy();
    expect(within(contact).getByText("Hidden until a guardian consents")).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await within(contact).findByText("付费套餐包含联系方式")).toBeTruthy();
  });
});
