import { expectAccessible } from "./support/a11y.ts";
import { API, DEMO_PASSWORD, lastMailId, type Mail, screenshot } from "./support/helpers.ts";
import { chooseLanguage } from "./support/language.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { settle, signInTo } from "./support/ui.ts";

/**
 * Connections (issue 11 §4) on the demo university's real connections: the people its seeded webinars made
 * (registrations and attendance are activities; connections are born from them on the server). The journey picks a
 * student with a country and a graduation year through the API, opens the list as a dashboard link does
 * (`/connections?country=…&graduation_year=…`), opens the student, reads the timeline and shortlists them; then the
 * same in Chinese. It takes the student off every list first, so a retry starts from the same state.
 */

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  country: { id: number; name: string } | null;
  graduation_year: number | null;
  list_state: string | null;
}
interface Engagement {
  kind: string;
  duration_seconds: number | null;
  webinar: { title: string } | null;
}

const KINDS_EN: Record<string, string> = {
  registered: "Registered for a session",
  waitlisted: "Waitlisted for a session",
  cancelled: "Cancelled a registration",
  attended: "Attended a session",
  watched_video: "Watched on-demand video",
  viewed_recording: "Viewed recording",
  visit_signup: "Signed up for a school visit",
  profile_view: "Viewed your profile",
  applied: "Applied to a program",
  note: "Note",
  call: "Call",
  meeting: "Meeting",
  email: "Email",
};

const KINDS_ZH: Record<string, string> = {
  registered: "报名了讲座",
  waitlisted: "进入讲座候补名单",
  cancelled: "取消了报名",
  attended: "参加了讲座",
  watched_video: "观看了点播视频",
  viewed_recording: "观看了录像",
  visit_signup: "报名了访校活动",
  profile_view: "浏览了您的主页",
  applied: "申请了项目",
  note: "备注",
  call: "通话",
  meeting: "会面",
  email: "邮件",
};

function label(e: Engagement, kinds: Record<string, string>, attendedFor: (m: number) => string): string {
  if (e.kind === "attended" && e.duration_seconds) return attendedFor(Math.round(e.duration_seconds / 60));
  return kinds[e.kind] ?? e.kind;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/sessions`, {
    data: { email: "university@quad.test", password: DEMO_PASSWORD },
  });
  expect(res.ok(), `sign in: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: { authToken: string } }).data.authToken;
}

/**
 * Each journey, and each copy of it under `--repeat-each`, acts on demo people of its own: the ones whose id falls in
 * its share (a hash of the id modulo the number of shares: the demo world makes people in repeating patterns, so
 * the id itself modulo a small number can leave a share without students). Copies running in parallel on the two
 * workers never shortlist, consent for or disconnect the same person, and a retry stays within its share.
 */
const JOURNEYS = ["timeline", "consent", "phone"] as const;
type Share = (id: number) => boolean;
function ownShare(journey: (typeof JOURNEYS)[number]): Share {
  const info = test.info();
  const copies = Math.max(1, info.project.repeatEach);
  const shares = JOURNEYS.length * copies;
  const mine = JOURNEYS.indexOf(journey) * copies + info.repeatEachIndex;
  const hash = (id: number) => {
    // murmur3's finaliser: neighbouring ids land in unrelated shares.
    let h = Math.imul(id ^ (id >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  return (id) => hash(id) % shares === mine;
}

/** A student of the demo university in this journey's share, with a country and a graduation year, and their history. */
async function pickStudent(
  request: APIRequestContext,
  token: string,
  mine: Share,
): Promise<{ row: Row; engagements: Engagement[] }> {
  const headers = { authentication_token: token };
  // One whose name is the only match under its country and year (the demo world repeats some names), so that the
  // search finds exactly them.
  let row: Row | undefined;
  for (let pageNo = 1; pageNo <= 20 && !row; pageNo++) {
    const res = await request.get(`${API}/connections?user_type=student&sort=name&page_no=${pageNo}`, { headers });
    expect(res.ok(), `GET connections page ${pageNo}: ${res.status()}`).toBe(true);
    const { connections } = (await res.json()) as { connections: Row[] };
    if (connections.length === 0) break;
    for (const c of connections.filter((x) => mine(x.id) && x.country && x.graduation_year && x.first_name)) {
      const q = `${c.first_name} ${c.last_name}`.trim();
      const same = await request.get(
        `${API}/connections?user_type=student&country_ids=${c.country?.id}&graduation_years=${c.graduation_year}&search_text=${encodeURIComponent(q)}`,
        { headers },
      );
      expect(same.ok(), `GET connections (search): ${same.status()}`).toBe(true);
      if (((await same.json()) as { matched: number }).matched === 1) {
        row = c;
        break;
      }
    }
  }
  expect(row, "a demo student with a country, a graduation year and a name of their own").toBeTruthy();
  const picked = row as Row;
  // Off every list, so that shortlisting is a change (a retry starts from here too).
  const reset = await request.put(`${API}/connections/${picked.id}`, { headers, data: { list_state: null } });
  expect(reset.ok(), `reset list state: ${reset.status()}`).toBe(true);
  const eng = await request.get(`${API}/connections/${picked.id}/engagements`, { headers });
  expect(eng.ok()).toBe(true);
  const { engagements } = (await eng.json()) as { engagements: Engagement[] };
  expect(engagements.length, "the student has activities").toBeGreaterThan(0);
  return { row: picked, engagements };
}

interface ListRow extends Row {
  email: string | null;
  contact_hidden: boolean;
}

/**
 * Students of the demo university: `hidden` minors whose contact waits for a guardian's consent (decision 043), and
 * `plain` people whose name is theirs alone under a search (so the list can show them gone). Consent and
 * disconnection are for good, so each run (and each language) takes people nobody has acted on yet, in the journey's
 * share.
 */
async function pickPeople(
  request: APIRequestContext,
  token: string,
  mine: Share,
  wanted: { hidden: number; plain: number },
): Promise<{ hidden: ListRow[]; plain: ListRow[] }> {
  const headers = { authentication_token: token };
  const hidden: ListRow[] = [];
  const plain: ListRow[] = [];
  for (let pageNo = 1; pageNo <= 40 && (hidden.length < wanted.hidden || plain.length < wanted.plain); pageNo++) {
    const res = await request.get(`${API}/connections?user_type=student&sort=recent&page_no=${pageNo}`, { headers });
    expect(res.ok(), `GET connections page ${pageNo}: ${res.status()}`).toBe(true);
    const { connections } = (await res.json()) as { connections: ListRow[] };
    if (connections.length === 0) break;
    for (const c of connections) {
      if (!c.first_name || !mine(c.id)) continue;
      if (c.contact_hidden && hidden.length < wanted.hidden) hidden.push(c);
      else if (!c.contact_hidden && plain.length < wanted.plain) {
        const q = `${c.first_name} ${c.last_name}`.trim();
        const same = await request.get(`${API}/connections?user_type=student&search_text=${encodeURIComponent(q)}`, {
          headers,
        });
        if (((await same.json()) as { matched: number }).matched === 1) plain.push(c);
      }
    }
  }
  expect(hidden.length, "demo minors whose contact is hidden").toBe(wanted.hidden);
  expect(plain.length, "demo students with a name of their own").toBe(wanted.plain);
  return { hidden, plain };
}

const rowName = (r: Row) => `${r.first_name} ${r.last_name}`.trim();

/** The export dialog's columns and history, as the API has them (an export is asked for first if there is none). */
async function exportDialogTruth(request: APIRequestContext, token: string) {
  const headers = { authentication_token: token };
  let status = (await (await request.get(`${API}/connections/download_status`, { headers })).json()) as {
    exports: { rows_written: number; expected_rows: number | null; status: string }[];
    total: number;
  };
  if (status.total === 0) {
    const made = await request.post(`${API}/connections/download`, {
      headers,
      data: { user_type: "student", search_text: "zz-no-one" },
    });
    expect(made.ok(), `POST connections/download: ${made.status()}`).toBe(true);
    status = (await (await request.get(`${API}/connections/download_status`, { headers })).json()) as typeof status;
  }
  const mapped = (await (await request.get(`${API}/partner_mappings/mapped_columns`, { headers })).json()) as {
    mapping_columns: { key: string; header: string }[];
  };
  expect(mapped.mapping_columns.length).toBeGreaterThan(0);
  expect(status.exports.length).toBeGreaterThan(0);
  return { columns: mapped.mapping_columns.map((c) => c.header), history: status.exports, total: status.total };
}

/**
 * The file of the export mail (after mail `after`) whose file holds `row`, through the mailed link: copies of a journey
 * running in parallel export other people, and their mails arrive in the same mailbox.
 */
async function exportMailFor(request: APIRequestContext, after: number, row: Row): Promise<string> {
  const seen = new Map<number, string>();
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent("university@quad.test")}`);
        const { mails } = (await res.json()) as { mails: Mail[] };
        for (const mail of mails.filter((m) => m.id > after && /connections export is ready/.test(m.subject))) {
          if (!seen.has(mail.id)) {
            const link = mail.text.match(/https?:\/\/\S+\/connections\/download\/\S+/)?.[0];
            expect(link, "the download link in the mail").toBeTruthy();
            const url = new URL(link as string);
            const file = await request.get(`${url.pathname}${url.search}`);
            expect(file.ok(), `the mailed link: ${file.status()}`).toBe(true);
            seen.set(mail.id, await file.text());
          }
          const text = seen.get(mail.id) as string;
          if (text.includes(row.first_name) && text.includes(row.last_name)) found = text;
        }
        return found !== undefined;
      },
      { message: `the export mail with ${rowName(row)}`, timeout: 60_000 },
    )
    .toBe(true);
  return found as string;
}

async function switchLanguage(page: Page, language: "English" | "中文") {
  const viewport = page.viewportSize();
  // Over no drawer or dialog: the list without an open connection.
  if (/[?&]id=/.test(page.url()) || (await page.getByRole("dialog").count())) await page.goto("/connections");
  await page.setViewportSize({ width: 1024, height: 800 });
  await chooseLanguage(page, language);
  if (viewport) await page.setViewportSize(viewport);
}

const dashboardLink = (r: Row) => `/connections?country=${r.country?.id}&graduation_year=${r.graduation_year}`;

async function expectFilteredList(page: Page, r: Row, names: { country: string; year: string }) {
  const filters = page.getByRole("group", { name: names.country === "Country" ? "Active filters" : "已选筛选条件" });
  await expect(filters.getByText(`${names.country}: `, { exact: false })).toBeVisible();
  await expect(filters.getByText(`${names.year}: ${r.graduation_year}`)).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await settle(page);
  // Every row is of the filtered year.
  const years = await table.getByRole("row").locator("td:nth-child(4)").allInnerTexts();
  expect(years.length).toBeGreaterThan(0);
  for (const y of years) expect(y.trim()).toBe(String(r.graduation_year));
}

test("a dashboard link filters the list; a student's timeline is read and they are shortlisted, in English and Chinese", async ({
  page,
  request,
}) => {
  // The whole journey twice (two languages) with an export and its mail: longer than one screen's budget.
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const { row, engagements } = await pickStudent(request, token, ownShare("timeline"));
  const name = `${row.first_name} ${row.last_name}`.trim();

  await signInTo(page, "university@quad.test", dashboardLink(row), "Connections");
  await expectFilteredList(page, row, { country: "Country", year: "Graduation year" });
  await expect(page.getByRole("tab", { name: /Students/, selected: true })).toBeVisible();
  // The table fits beside the navigation: no sideways scroll at 1440 px.
  const scroller = page.locator(".mantine-datatable .mantine-ScrollArea-viewport").first();
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  await screenshot(page, "connections-list");
  await expectAccessible(page);

  // Every other look-up is one click away; a look-up loads its options when opened.
  await page.getByRole("button", { name: "More filters" }).click();
  await page.getByRole("combobox", { name: "List state" }).click();
  await expect(page.getByRole("option", { name: "Shortlisted" })).toBeVisible();
  await page.keyboard.press("Escape");
  await screenshot(page, "connections-filters");

  // Find the student by name and open them: the drawer has its own address.
  await page.getByRole("textbox", { name: "Search name, email or school" }).fill(name);
  const studentRow = page.getByRole("row").filter({ hasText: name }).first();
  await expect(studentRow).toBeVisible();
  await studentRow.getByText(name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]id=${row.id}(&|$)`));
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("heading", { name, level: 2 })).toBeVisible();
  for (const section of ["Profile", "Academics", "Contact", "Engagement", "School", "Source", "Engagement history"]) {
    await expect(drawer.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }

  // The timeline, newest first, as the API has it.
  const timeline = drawer.getByRole("region", { name: "Engagement history", exact: true });
  const first = label(engagements[0] as Engagement, KINDS_EN, (m) => `Attended · ${m} min`);
  await expect(timeline.locator(".mantine-Timeline-item").first()).toContainText(first);
  await expect(timeline.locator(".mantine-Timeline-item")).toHaveCount(Math.min(engagements.length, 20));

  // Shortlist them: saved, kept in the history, shown in the list.
  await drawer.getByRole("combobox", { name: "List state" }).click();
  await page.getByRole("option", { name: "Shortlisted" }).click();
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("List state saved")).toBeVisible();
  await expect(drawer.getByText("Not on a list → Shortlisted").first()).toBeVisible();
  await settle(page);
  await screenshot(page, "connections-detail");
  await expectAccessible(page);

  // A note from a call is added to the history, newest first.
  const note = `Called about the open day ${Date.now()}`;
  await drawer.getByRole("textbox", { name: "Note" }).fill(note);
  await drawer.getByRole("button", { name: "Add to history" }).click();
  await expect(page.getByText("Added to the engagement history")).toBeVisible();
  await expect(timeline.locator(".mantine-Timeline-item").first()).toContainText(note);
  await timeline.scrollIntoViewIfNeeded();
  await screenshot(page, "connections-timeline");

  // The address opens the same drawer (a shared link), and closing it goes back to the list.
  await page.reload();
  await expect(page.getByRole("dialog").getByRole("heading", { name, level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page).not.toHaveURL(/[?&]id=/);
  await expect(page.getByRole("row").filter({ hasText: name }).first().getByText("Shortlisted")).toBeVisible();

  // Bulk: the selected row goes to the longlist.
  await page
    .getByRole("checkbox", { name: `Select ${name}` })
    .first()
    .check();
  await page.getByRole("button", { name: "Set list state" }).click();
  await page.getByRole("menuitem", { name: "Longlisted" }).click();
  await expect(page.getByText("1 connection updated")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name }).first().getByText("Longlisted")).toBeVisible();
  // And into one of the institution's lead categories (Configuration's list).
  await page
    .getByRole("checkbox", { name: `Select ${name}` })
    .first()
    .check();
  await page.getByRole("button", { name: "Set lead category" }).click();
  // The institution's categories load when the menu opens: wait for one (the menu always ends with "No lead category").
  const category = page.getByRole("menu").getByRole("menuitem").filter({ hasNotText: "No lead category" }).first();
  await expect(category).toBeVisible();
  const categoryName = ((await category.textContent()) ?? "").trim();
  await category.click();
  await expect(page.getByText("1 connection updated").last()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name }).first().getByText(categoryName)).toBeVisible();

  // Export what is on screen (the filters and the search: this student): prepared in the background, then mailed.
  const before = await lastMailId(request, "university@quad.test");
  await page.getByRole("button", { name: "Export" }).click();
  const exportDialog = page.getByRole("dialog", { name: "Export connections" });
  const same = await request.get(
    `${API}/connections?user_type=student&country_ids=${row.country?.id}&graduation_years=${row.graduation_year}&search_text=${encodeURIComponent(name)}`,
    { headers: { authentication_token: token } },
  );
  const matched = ((await same.json()) as { matched: number }).matched;
  expect(matched).toBeGreaterThan(0);
  await expect(
    exportDialog.getByText(
      matched === 1 ? "1 connection in this tab matches." : `${matched} connections in this tab match.`,
    ),
  ).toBeVisible();
  await exportDialog.getByRole("button", { name: "Prepare export" }).click();
  // Preparing, then sent (a small file may be mailed before the status is read again).
  await expect(exportDialog.getByRole("status")).toHaveText(
    /Preparing… we will email you when the file is ready\.|The file is ready: we emailed you the link\./,
  );
  // The mail of this export: another copy of this journey may export its own student at the same time.
  const file = await exportMailFor(request, before, row);
  const newest = exportDialog.getByRole("list", { name: "Your exports" }).getByRole("listitem").first();
  await expect(newest.getByText("Email sent")).toBeVisible({ timeout: 15_000 });
  await expect(newest.getByText(`${matched} of ${matched} rows`)).toBeVisible();
  await expect(exportDialog.getByRole("status")).toHaveText("The file is ready: we emailed you the link.");
  expect(file).toContain(row.first_name);
  await screenshot(page, "connections-export");
  await exportDialog.getByRole("button", { name: "Cancel" }).click();

  // Chinese: the same journey on the same link.
  const reset = await request.put(`${API}/connections/${row.id}`, {
    headers: { authentication_token: token },
    data: { list_state: null },
  });
  expect(reset.ok()).toBe(true);
  await switchLanguage(page, "中文");
  try {
    await page.goto(dashboardLink(row));
    await expect(page.getByRole("heading", { level: 1, name: "联系人" })).toBeVisible();
    await expectFilteredList(page, row, { country: "国家/地区", year: "毕业年份" });
    await screenshot(page, "connections-list-zh");
    await page.getByRole("button", { name: "更多筛选" }).click();
    await screenshot(page, "connections-filters-zh");
    await page.goto(`${dashboardLink(row)}&id=${row.id}`);
    const zhDrawer = page.getByRole("dialog");
    await expect(zhDrawer.getByRole("heading", { name, level: 2 })).toBeVisible();
    const zhFirst = label(engagements[0] as Engagement, KINDS_ZH, (m) => `已参加 · ${m} 分钟`);
    // The note added above is the newest entry; what the person did before follows.
    const zhItems = zhDrawer.getByRole("region", { name: "互动记录", exact: true }).locator(".mantine-Timeline-item");
    await expect(zhItems.first()).toContainText(`备注${note}`);
    await expect(zhItems.nth(1)).toContainText(zhFirst);
    await zhDrawer.getByRole("combobox", { name: "名单状态" }).click();
    await page.getByRole("option", { name: "入围名单" }).click();
    await zhDrawer.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("名单状态已保存")).toBeVisible();
    await expect(zhDrawer.getByText("未加入名单 → 入围名单").first()).toBeVisible();
    await settle(page);
    await screenshot(page, "connections-detail-zh");
  } finally {
    await switchLanguage(page, "English");
  }
});

test("a guardian's consent shows a minor's email; a disconnected person leaves the list; the export dialog shows its columns and the history; in English and Chinese", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiToken(request);
  const headers = { authentication_token: token };
  const { hidden, plain } = await pickPeople(request, token, ownShare("consent"), { hidden: 2, plain: 2 });
  const [minorEn, minorZh] = hidden as [ListRow, ListRow];
  const [goneEn, goneZh] = plain as [ListRow, ListRow];

  const recordConsent = async (
    minor: ListRow,
    texts: {
      contact: string;
      form: string;
      name: string;
      method: string;
      methodOption: string;
      submit: string;
      saved: string;
      /** The contact section's line: who gave it, how, and who recorded it, in the page's language. */
      recorded: (guardian: string, recorder: string) => RegExp;
    },
    guardian: string,
    shot: string,
  ) => {
    await page.goto(`/connections?id=${minor.id}`);
    const drawer = page
      .getByRole("dialog")
      .filter({ has: page.getByRole("heading", { name: rowName(minor), level: 2 }) });
    await expect(drawer).toBeVisible();
    const contact = drawer.getByRole("region", { name: texts.contact, exact: true });
    const form = contact.getByRole("form", { name: texts.form });
    await expect(form).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, shot);
    await expectAccessible(page);
    // The name is asked for; then who gave it and how.
    await form.getByRole("button", { name: texts.submit }).click();
    await expect(form.getByRole("textbox", { name: texts.name })).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("textbox", { name: texts.name }).fill(guardian);
    await form.getByRole("combobox", { name: texts.method }).click();
    await page.getByRole("option", { name: texts.methodOption }).click();
    await form.getByRole("button", { name: texts.submit }).click();
    await expect(page.getByText(texts.saved, { exact: true })).toBeVisible();
    const detail = await request.get(`${API}/connections/${minor.id}`, { headers });
    const { connection } = (await detail.json()) as {
      connection: {
        contact: {
          email: string | null;
          hidden: boolean;
          guardian_consent_given_by: string | null;
          guardian_consent_recorded_by: { name: string } | null;
        };
      };
    };
    expect(connection.contact.hidden).toBe(false);
    expect(connection.contact.email, "the minor's email once consent is recorded").toBeTruthy();
    expect(connection.contact.guardian_consent_given_by).toBe(guardian);
    const recorder = connection.contact.guardian_consent_recorded_by?.name ?? "";
    expect(recorder, "who recorded the consent").toBeTruthy();
    await expect(contact.getByText(connection.contact.email as string, { exact: true })).toBeVisible();
    // Who gave it, how, and who recorded it, in the page's language.
    await expect(contact.getByText(texts.recorded(guardian, recorder))).toBeVisible();
    await expect(form).toHaveCount(0);
  };

  const disconnect = async (
    row: ListRow,
    texts: { button: string; confirmTitle: string; reason: string; confirm: string; empty: string; done: string },
  ) => {
    const name = rowName(row);
    await page.goto(`/connections?q=${encodeURIComponent(name)}&id=${row.id}`);
    const drawer = page.getByRole("dialog").filter({ has: page.getByRole("heading", { name, level: 2 }) });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: texts.button }).click();
    const confirm = page.getByRole("dialog", { name: texts.confirmTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("textbox", { name: texts.reason }).fill("Asked by email to be removed");
    await confirm.getByRole("button", { name: texts.confirm }).click();
    await expect(page.getByText(texts.done).first()).toBeVisible();
    // The drawer closes and the list, refreshed, no longer has them.
    await expect(page).not.toHaveURL(/[?&]id=/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText(texts.empty).first()).toBeVisible();
    const gone = await request.get(`${API}/connections/${row.id}`, { headers });
    expect(gone.status()).toBe(404);
  };

  const checkExportDialog = async (
    texts: { button: string; title: string; columns: string; history: string; rows: (w: string, e: string) => string },
    shot: string,
  ) => {
    // Read again when the other journey exported in between (its exports are the same user's history).
    await expect(async () => {
      const truth = await exportDialogTruth(request, token);
      await page.goto("/connections");
      await page.getByRole("button", { name: texts.button, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: texts.title });
      const columns = dialog.getByRole("list", { name: texts.columns });
      await expect(columns.getByRole("listitem")).toHaveCount(truth.columns.length);
      await expect(columns.getByRole("listitem")).toHaveText(truth.columns);
      const history = dialog.getByRole("list", { name: texts.history });
      await expect(history.getByRole("listitem")).toHaveCount(truth.history.length, { timeout: 5_000 });
      const latest = truth.history[0] as { rows_written: number; expected_rows: number | null };
      await expect(history.getByRole("listitem").first()).toContainText(
        texts.rows(latest.rows_written.toLocaleString("en-US"), (latest.expected_rows ?? 0).toLocaleString("en-US")),
        { timeout: 5_000 },
      );
    }).toPass({ timeout: 45_000 });
    await settle(page);
    await screenshot(page, shot);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
  };

  /**
   * Leaving the list loads the count of connections not seen yet (spec 1 §4): a badge on the navigation's
   * Connections item, in the page's language, cleared when the list opens again.
   */
  const checkUnseenBadge = async (texts: { nav: string; dashboard: string; connections: string; unseen: RegExp }) => {
    // One connection of this test's own changes now, so at least one is not seen yet whatever the parallel
    // journeys have looked at (a list's rows on screen are marked seen).
    const noted = await request.post(`${API}/connections/${goneZh.id}/activities`, {
      headers,
      data: { kind: "note", note: "Unseen badge check" },
    });
    expect(noted.ok(), `a note on ${rowName(goneZh)}: ${noted.status()}`).toBe(true);
    await page.goto("/connections");
    // The list is on screen before leaving it: a click made while the first page load is still resolving is not a
    // leave of /connections to the router (it has no resolved location yet), and no count would be loaded.
    await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
    const nav = page.getByRole("navigation", { name: texts.nav });
    await nav.getByRole("link", { name: texts.dashboard, exact: true }).click();
    const link = nav.getByRole("link", { name: new RegExp(`^${texts.connections}`) });
    const badge = link.getByTestId("unseen-connections");
    await expect(badge).toBeVisible();
    // The number shown, and the sentence a screen reader reads with the link.
    await expect(badge.getByText(texts.unseen)).toHaveCount(1);
    const shown = (await badge.locator('[aria-hidden="true"]').textContent()) ?? "";
    expect(Number(shown.replace(/,/g, ""))).toBeGreaterThan(0);
    const api = await request.get(`${API}/connections/hidden_counts?user_type=all`, { headers });
    expect(((await api.json()) as { user_connection_count: number }).user_connection_count).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/connections/);
    await expect(badge).toHaveCount(0);
  };

  await signInTo(page, "university@quad.test", "/connections", "Connections");
  await checkUnseenBadge({
    nav: "Main navigation",
    dashboard: "Dashboard",
    connections: "Connections",
    unseen: /^[\d,]+ connections? not seen yet$/,
  });
  await recordConsent(
    minorEn,
    {
      contact: "Contact",
      form: "Record a guardian's consent",
      name: "Guardian's name",
      method: "How consent was given",
      methodOption: "Signed form",
      submit: "Record consent",
      saved: "Guardian consent recorded",
      recorded: (g, r) => new RegExp(`^Given by ${g} \\(Signed form\\) and recorded .+ by ${r}$`),
    },
    "Maria Lee",
    "connections-consent",
  );
  await disconnect(goneEn, {
    button: "Disconnect",
    confirmTitle: `Disconnect ${rowName(goneEn)}?`,
    reason: "Reason (optional)",
    confirm: "Disconnect",
    empty: "No connection matches",
    done: `${rowName(goneEn)} is disconnected`,
  });
  await checkExportDialog(
    {
      button: "Export",
      title: "Export connections",
      columns: "Columns in the file",
      history: "Your exports",
      rows: (w, e) => `${w} of ${e} rows`,
    },
    "connections-export-dialog",
  );

  await switchLanguage(page, "中文");
  try {
    await checkUnseenBadge({
      nav: "主导航",
      dashboard: "仪表板",
      connections: "联系人",
      unseen: /^[\d,]+ 位联系人尚未查看$/,
    });
    await recordConsent(
      minorZh,
      {
        contact: "联系方式",
        form: "记录监护人同意",
        name: "监护人姓名",
        method: "同意方式",
        methodOption: "邮件",
        submit: "记录同意",
        saved: "已记录监护人同意",
        recorded: (g, r) => new RegExp(`^监护人 ${g} 已同意（方式：邮件），.+ 由 ${r} 记录$`),
      },
      "李华",
      "connections-consent-zh",
    );
    await disconnect(goneZh, {
      button: "断开联系",
      confirmTitle: `断开与 ${rowName(goneZh)} 的联系？`,
      reason: "原因（选填）",
      confirm: "断开联系",
      empty: "没有匹配的联系人",
      done: `已断开与 ${rowName(goneZh)} 的联系`,
    });
    await checkExportDialog(
      {
        button: "导出",
        title: "导出联系人",
        columns: "文件中的列",
        history: "您的导出记录",
        rows: (w, e) => `${w} / ${e} 行`,
      },
      "connections-export-dialog-zh",
    );
  } finally {
    await switchLanguage(page, "English");
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list is cards, the filters a drawer, the detail full screen; in English and Chinese", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const mine = ownShare("phone");
    const { row } = await pickStudent(request, token, mine);
    const name = `${row.first_name} ${row.last_name}`.trim();
    await signInTo(page, "university@quad.test", dashboardLink(row), "Connections");
    await expect(page.getByRole("list", { name: "Connections" }).getByRole("listitem").first()).toBeVisible();
    await settle(page);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "connections-list-phone");

    // No counselor of that country and year: the filtered empty state, and its reset keeps the tab.
    await page.goto(`${dashboardLink(row)}&tab=counsellor&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("No connection matches")).toBeVisible();
    await page.getByRole("button", { name: "Reset filters" }).last().click();
    await expect(page).toHaveURL(/\/connections\?tab=counsellor$/);
    await expect(page.getByRole("textbox", { name: "Search name, email or school" })).toHaveValue("");
    await page.goto(dashboardLink(row));
    await page.getByRole("button", { name: "Filters (2)" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    await screenshot(page, "connections-filters-phone");
    await page.getByRole("button", { name: "Show results" }).click();
    await page.goto(`${dashboardLink(row)}&id=${row.id}`);
    await expect(page.getByRole("dialog").getByRole("heading", { name, level: 2 })).toBeVisible();
    await settle(page);
    await screenshot(page, "connections-detail-phone");

    // A minor's consent form and the export dialog, full screen.
    const { hidden } = await pickPeople(request, token, mine, { hidden: 1, plain: 0 });
    const minor = hidden[0] as ListRow;
    const showConsentForm = async (form: string, shot: string) => {
      await page.goto(`/connections?id=${minor.id}`);
      const consent = page.getByRole("dialog").getByRole("form", { name: form });
      await expect(consent).toBeVisible();
      await consent.scrollIntoViewIfNeeded();
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, shot);
    };
    const showExportDialog = async (button: string, title: string, history: string, shot: string) => {
      await exportDialogTruth(request, token);
      await page.goto("/connections");
      await page.getByRole("button", { name: button, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog.getByRole("list", { name: history }).getByRole("listitem").first()).toBeVisible();
      await settle(page);
      await screenshot(page, shot);
      await page.keyboard.press("Escape");
    };
    await showConsentForm("Record a guardian's consent", "connections-consent-phone");
    await showExportDialog("Export", "Export connections", "Your exports", "connections-export-dialog-phone");
    await page.goto(`${dashboardLink(row)}&id=${row.id}`);

    await page.getByRole("button", { name: "Close" }).click();
    // The language switch is in the header from the xs breakpoint (in the navigation menu below it).
    await switchLanguage(page, "中文");
    try {
      await page.goto(dashboardLink(row));
      await expect(page.getByRole("heading", { level: 1, name: "联系人" })).toBeVisible();
      await settle(page);
      await screenshot(page, "connections-list-phone-zh");
      await page.getByRole("button", { name: "筛选（2）" }).click();
      await screenshot(page, "connections-filters-phone-zh");
      await page.goto(`${dashboardLink(row)}&id=${row.id}`);
      await expect(page.getByRole("dialog").getByRole("heading", { name, level: 2 })).toBeVisible();
      await settle(page);
      await screenshot(page, "connections-detail-phone-zh");
      await showConsentForm("记录监护人同意", "connections-consent-phone-zh");
      await showExportDialog("导出", "导出联系人", "您的导出记录", "connections-export-dialog-phone-zh");
    } finally {
      await switchLanguage(page, "English");
    }
  });
});
