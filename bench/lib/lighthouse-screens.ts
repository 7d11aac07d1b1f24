/**
 * The screens of issue 28's table, measured by bench/lighthouse.ts: the public pages on a first visit (a fresh browser
 * profile each run) and the busiest signed-in screens on a repeat visit (signed in once, the screen loaded once).
 */

export interface Screen {
  /** What `--only` takes. */
  name: string;
  /** The table's first column; `{path}` is replaced by the address measured. */
  label: string;
  visit: "first" | "repeat";
  /** The demo account signed in for a repeat visit. */
  email?: string;
  /** The address measured, found on the running Quad when it depends on its data. */
  path: (baseUrl: string) => Promise<string>;
}

const fixed = (path: string) => async () => path;

async function json(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${new URL(url).pathname} answered ${res.status}`);
  return res.json();
}

interface CatalogueSession {
  id: number;
  category_id: number | null;
}

/**
 * A published session's page: the first upcoming session of the guest catalogue that has a category (a session's
 * address is /webinars/categories/{category or 0}/events/{id}, lib/webinar-paths.ts), else any session listed.
 */
async function webinarSessionPath(baseUrl: string): Promise<string> {
  const answer = (await json(`${baseUrl}/api/v1/webinars/categories/trending_session_hash`)) as Record<
    string,
    CatalogueSession[] | undefined
  >;
  const listed = [...(answer.upcoming ?? []), ...(answer.current ?? []), ...(answer.past ?? [])];
  const session = listed.find((s) => s.category_id !== null) ?? listed[0];
  if (!session) throw new Error("the guest catalogue lists no session (GET webinars/categories/trending_session_hash)");
  return `/webinars/categories/${session.category_id ?? 0}/events/${session.id}`;
}

/** The demo school's public booking page: its partner id, from its admin's sign-in answer. */
async function bookingPath(baseUrl: string): Promise<string> {
  const answer = (await json(`${baseUrl}/api/v1/partners/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "school@quad.test", password: demoPassword() }),
  })) as { data?: { partner_id?: number } };
  const id = answer.data?.partner_id;
  if (!id) throw new Error("the demo school's sign-in answered no partner_id");
  return `/schedule-appointment/${id}`;
}

export const demoPassword = () => process.env.LIGHTHOUSE_PASSWORD ?? "quad-demo";

export const SCREENS: Screen[] = [
  { name: "sign-in", label: "`{path}`, a first visit each run", visit: "first", path: fixed("/sign-in") },
  { name: "webinars", label: "`{path}`, a first visit each run", visit: "first", path: fixed("/webinars") },
  {
    name: "webinar-session",
    label: "webinar session `{path}`, a first visit each run",
    visit: "first",
    path: webinarSessionPath,
  },
  { name: "booking", label: "`{path}`, a first visit each run", visit: "first", path: bookingPath },
  {
    name: "dashboard",
    label: "`{path}` (university, repeat visit)",
    visit: "repeat",
    email: "university@quad.test",
    path: fixed("/dashboard"),
  },
  {
    name: "connections",
    label: "`{path}` (university, repeat visit)",
    visit: "repeat",
    email: "university@quad.test",
    path: fixed("/connections"),
  },
  {
    name: "events",
    label: "`{path}` (school, repeat visit)",
    visit: "repeat",
    email: "school@quad.test",
    path: fixed("/events"),
  },
  {
    name: "applications",
    label: "`{path}` (client, repeat visit)",
    visit: "repeat",
    email: "client@quad.test",
    path: fixed("/direct-apply/applications"),
  },
];
