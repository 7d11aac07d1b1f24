import type { CalendarsResponse } from "@quad/contract/api/calendar-sync";
import { describe, expect, it } from "vitest";
import { chosenIds, connectionState, googleReturn, isCoreMode } from "./model";

const status = (over: Partial<CalendarsResponse> = {}): CalendarsResponse => ({
  connected: true,
  provider: "caldav",
  account: "rep",
  server_url: "https://dav.example.test/",
  is_calender_expired: false,
  last_synced_at: null,
  last_error: null,
  syncing: false,
  synced_events: 0,
  calendars: [
    { id: "a", name: "Work", color: null, selected: false },
    { id: "b", name: "Home", color: "#f00", selected: true },
  ],
  ...over,
});

describe("calendar sync model", () => {
  it("tells the connection's state", () => {
    expect(connectionState(undefined)).toBe("disconnected");
    expect(connectionState(status({ connected: false }))).toBe("disconnected");
    expect(connectionState(status({ is_calender_expired: true }))).toBe("expired");
    expect(connectionState(status())).toBe("connected");
  });

  it("reads Google's return and core mode from the address", () => {
    expect(googleReturn("?code=4%2Fabc&state=1.2.0.sig")).toEqual({ kind: "code", code: "4/abc", state: "1.2.0.sig" });
    expect(googleReturn("?error=access_denied&state=x")).toEqual({ kind: "denied" });
    expect(googleReturn("?core=true")).toBeNull();
    expect(isCoreMode("?core=true")).toBe(true);
    expect(isCoreMode("?core=1")).toBe(false);
  });

  it("lists the chosen calendars", () => {
    expect(chosenIds(status())).toEqual(["b"]);
    expect(chosenIds(undefined)).toEqual([]);
  });
});
