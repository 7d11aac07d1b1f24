import type { TestApp } from "../app.ts";

export const API = "/api/v1/partners";
/** A Monday: the world is built on it; the tests run the next day, when its visits have taken place. */
export const BUILT_AT = "2026-03-02T12:00:00Z";

/** An owner institution of the world: its partner, admin and the admin's token. */
export interface Owner {
  partner: Awaited<ReturnType<TestApp["createPartner"]>>;
  user: { id: number };
  token: string;
}

/** Requests of the world's setup: as a token, and one that must succeed (its JSON answer). */
export function requestsOf(t: TestApp) {
  const as = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.injectAs(token, { method, url: `${API}${url}`, ...(payload ? { payload } : {}) });
  const ok = async (res: ReturnType<typeof as>) => {
    const r = await res;
    if (r.statusCode >= 300) throw new Error(`world setup failed: ${r.statusCode} ${r.body}`);
    return r.json();
  };
  return { as, ok };
}
