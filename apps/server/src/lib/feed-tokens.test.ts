import { describe, expect, it } from "vitest";
import { createFeedTokens, feedTokenHash } from "./feed-tokens.ts";

const SECRET = "a-secret-of-at-least-16";

describe("calendar feed tokens", () => {
  it("are unguessable, found by their hash, and written again from their salt", () => {
    const tokens = createFeedTokens(SECRET, "staff-calendar-feed");
    const a = tokens.issue();
    const b = tokens.issue();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.salt).not.toBe(a.token);
    expect(a.hash).toBe(feedTokenHash(a.token));
    expect(tokens.reveal(a)).toBe(a.token);
  });

  it("keep the staff feeds' addresses made before the helper (HMAC of the purpose and salt)", async () => {
    const { createHmac } = await import("node:crypto");
    const salt = "stored-salt";
    const before = createHmac("sha256", SECRET).update(`staff-calendar-feed:${salt}`).digest("base64url");
    expect(createFeedTokens(SECRET, "staff-calendar-feed").reveal({ salt, hash: feedTokenHash(before) })).toBe(before);
  });

  it("end with the secret or under another purpose", () => {
    const issued = createFeedTokens(SECRET, "staff-calendar-feed").issue();
    expect(createFeedTokens("another-secret-of-16", "staff-calendar-feed").reveal(issued)).toBeNull();
    expect(createFeedTokens(SECRET, "guest-calendar-feed").reveal(issued)).toBeNull();
  });
});
