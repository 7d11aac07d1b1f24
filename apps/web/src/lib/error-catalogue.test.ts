import { MESSAGES } from "@quad/contract/rules/messages";
import { describe, expect, it } from "vitest";
import { classifyFailure } from "./error-catalogue";

describe("error catalogue", () => {
  it("network error: connection message", () => {
    expect(classifyFailure({ networkError: true })).toEqual({ action: "toast", message: MESSAGES.networkError });
  });

  it("no response and no network error: unknown-error message", () => {
    expect(classifyFailure({})).toEqual({ action: "toast", message: MESSAGES.unknownError });
  });

  it("silent call without a response: nothing shown", () => {
    expect(classifyFailure({ networkError: true, silent: true }).action).toBe("none");
  });

  it("401 signs out with the session-expired message", () => {
    expect(classifyFailure({ status: 401, body: { error: "Invalid token" } })).toEqual({
      action: "signOut",
      message: "Session expired. Please sign in again",
    });
  });

  it("401 signs out even on a silent call", () => {
    expect(classifyFailure({ status: 401, silent: true }).action).toBe("signOut");
  });

  it("statuses the caller handles (sign-in 401/404) do nothing here", () => {
    const handled = [401, 404];
    expect(classifyFailure({ status: 401, handledStatuses: handled }).action).toBe("none");
    expect(classifyFailure({ status: 404, body: { error: "x" }, handledStatuses: handled }).action).toBe("none");
  });

  it("silent call with an error status: nothing shown", () => {
    expect(classifyFailure({ status: 422, body: { errors: { email: "taken" } }, silent: true })).toEqual({
      action: "none",
      message: "",
    });
  });

  it("a per-call custom message for the status has priority", () => {
    const out = classifyFailure({ status: 409, body: { error: "conflict" }, customMessages: { 409: "Slot taken" } });
    expect(out).toEqual({ action: "toast", message: "Slot taken" });
  });

  it("404 with an email field shows that text", () => {
    expect(classifyFailure({ status: 404, body: { email: "No account for this email" } }).message).toBe(
      "No account for this email",
    );
  });

  it("403 with error_message shows it", () => {
    expect(classifyFailure({ status: 403, body: { error_message: "Account deactivated" } }).message).toBe(
      "Account deactivated",
    );
  });

  it("400/403/404 with a string error show it", () => {
    expect(classifyFailure({ status: 400, body: { error: "Bad filter" } }).message).toBe("Bad filter");
    expect(classifyFailure({ status: 403, body: { error: "Nope" } }).message).toBe("Nope");
  });

  it("access error without a string error: Record not found.", () => {
    expect(classifyFailure({ status: 404, body: { error: { id: "missing" } } }).message).toBe("Record not found.");
  });

  it("access error without a body: the generic unknown-error message", () => {
    expect(classifyFailure({ status: 404, body: undefined }).message).toBe(MESSAGES.unknownError);
  });

  it("other status with an errors list: lines joined by new lines", () => {
    expect(classifyFailure({ status: 422, body: { errors: ["First", "Second"] } }).message).toBe("First\nSecond");
  });

  it("other status with a single error string", () => {
    expect(classifyFailure({ status: 500, body: { error: "Server exploded", request_id: "r1" } }).message).toBe(
      "Server exploded",
    );
  });

  it("other status with an error object: its values joined by new lines", () => {
    expect(
      classifyFailure({ status: 422, body: { errors: { email: "is required", phone: ["bad", "short"] } } }).message,
    ).toBe("is required\nbad\nshort");
    expect(classifyFailure({ status: 409, body: { error: { slot: "taken" } } }).message).toBe("taken");
  });

  it("other status with nothing usable: the generic unknown-error message", () => {
    expect(classifyFailure({ status: 502, body: "<html>" }).message).toBe(MESSAGES.unknownError);
    expect(classifyFailure({ status: 500, body: {} }).message).toBe(MESSAGES.unknownError);
  });
});
