import { describe, expect, it } from "vitest";
import { NOTIFICATION_TARGET, notificationSentence, notificationTarget, PROFILE_TARGET } from "./model";

const base = {
  id: 1,
  kind: "application_updated" as const,
  application_id: 9,
  program_name: "Marine Biology",
  institution_name: "Harbor University",
  is_read: false,
  created_at: "2026-11-26T12:00:00Z",
};

describe("notificationSentence", () => {
  it("tells a status moved with the status word", () => {
    expect(notificationSentence({ ...base, status: "in_review", result: null })).toEqual({
      key: "guest.notifications.statusChanged",
      params: { program: "Marine Biology", institution: "Harbor University" },
      wordKey: "guest.notifications.status.in_review",
    });
  });

  it("tells a decision with the result word", () => {
    expect(notificationSentence({ ...base, status: "decided", result: "conditional_offer" }).wordKey).toBe(
      "guest.notifications.result.conditional_offer",
    );
  });

  it("tells a completed application by its status even with a result", () => {
    expect(notificationSentence({ ...base, status: "completed", result: "admitted" }).key).toBe(
      "guest.notifications.statusChanged",
    );
  });
});

describe("a university's connection (prospect_connected)", () => {
  const connected = {
    ...base,
    kind: "prospect_connected" as const,
    application_id: null,
    program_name: "",
    status: null,
    result: null,
  };

  it("names the institution and opens the profile, where being discoverable is chosen", () => {
    expect(notificationSentence(connected)).toMatchObject({
      key: "guest.notifications.prospectConnected",
      params: { institution: "Harbor University" },
    });
    expect(notificationTarget(connected)).toBe(PROFILE_TARGET);
    expect(notificationTarget({ kind: "application_updated" })).toBe(NOTIFICATION_TARGET);
  });
});
