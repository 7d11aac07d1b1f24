import type { CalendarsResponse } from "@quad/contract/api/calendar-sync";

/** Where the screen is: nothing connected, a connection the provider refused (reconnect), or connected. */
export type ConnectionState = "disconnected" | "expired" | "connected";

export function connectionState(status: CalendarsResponse | undefined): ConnectionState {
  if (!status?.connected) return "disconnected";
  return status.is_calender_expired ? "expired" : "connected";
}

/** Google's return to /calendar-sync: the code and state to hand on, or the refusal it reported. */
export type GoogleReturn = { kind: "code"; code: string; state: string } | { kind: "denied" } | null;

export function googleReturn(search: string): GoogleReturn {
  const params = new URLSearchParams(search);
  const code = params.get("code");
  const state = params.get("state");
  if (code && state) return { kind: "code", code, state };
  if (params.get("error")) return { kind: "denied" };
  return null;
}

/** Core mode (spec 1 §4): the query parameter core equal to true. */
export function isCoreMode(search: string): boolean {
  return new URLSearchParams(search).get("core") === "true";
}

/** Where core mode is kept across the Google round trip (spec 1 §4: stored locally before the redirect). */
export const CORE_MODE_KEY = "quad.calendarSync.core";

/** The chosen calendars, in the account's order. */
export function chosenIds(status: CalendarsResponse | undefined): string[] {
  return (status?.calendars ?? []).filter((c) => c.selected).map((c) => c.id);
}
