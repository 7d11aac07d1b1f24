import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox, developmentSecretKey, isSealed, keyId, parseSecretKey } from "./secret-box.ts";

const keyA = randomBytes(32);
const keyB = randomBytes(32);

function logged() {
  const lines: { obj: object; msg: string }[] = [];
  return { lines, log: { error: (obj: object, msg: string) => lines.push({ obj, msg }) } };
}

/** Changes one character of a base64url part (index: 0 kid, 1 iv, 2 tag, 3 data) of a sealed value. */
function alter(sealed: string, part: number): string {
  const parts = sealed.split(":");
  const i = part + 2;
  const text = parts[i] ?? "";
  parts[i] = (text[0] === "A" ? "B" : "A") + text.slice(1);
  return parts.join(":");
}

describe("secret box", () => {
  it("seals with a fresh IV each time and opens what it sealed", () => {
    const box = createSecretBox({ current: keyA });
    const a = box.seal("refresh-token-123 ünïcode");
    const b = box.seal("refresh-token-123 ünïcode");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^enc:v1:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(a.split(":")[2]).toBe(keyId(keyA));
    expect(a).not.toContain("refresh-token");
    expect(box.open(a)).toBe("refresh-token-123 ünïcode");
    expect(box.open(box.seal(""))).toBe("");
    expect(isSealed(a)).toBe(true);
  });

  it("refuses a value altered anywhere: IV, tag, data or key id", () => {
    const { lines, log } = logged();
    const box = createSecretBox({ current: keyA, log });
    const sealed = box.seal("xoxb-secret");
    for (const part of [1, 2, 3]) {
      expect(() => box.open(alter(sealed, part))).toThrow(/altered|malformed/);
    }
    expect(() => box.open(alter(sealed, 0))).toThrow(/neither SECRETS_KEY nor one of SECRETS_OLD_KEYS/);
    expect(() => box.open(sealed.slice(0, -2))).toThrow();
    expect(() => box.open("enc:v1:abc")).toThrow(/malformed/);
    expect(box.read(alter(sealed, 3), "slack_settings.webhook_url of partner 7")).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toMatch(/slack_settings\.webhook_url of partner 7.*connected again/);
    expect(lines[0]?.obj).toEqual({ secret: "slack_settings.webhook_url of partner 7", kid: keyId(keyA) });
  });

  it("cannot open a value with another key, and says which key it needs", () => {
    const sealed = createSecretBox({ current: keyA }).seal("s3cret");
    const { lines, log } = logged();
    const other = createSecretBox({ current: keyB, log });
    expect(() => other.open(sealed)).toThrow(new RegExp(`key ${keyId(keyA)}, which is neither`));
    expect(other.read(sealed, "sso_connections.client_secret of partner 1")).toBeNull();
    expect(lines[0]?.obj).toMatchObject({ kid: keyId(keyA) });
  });

  it("reads legacy plain text as it is, and nothing as null", () => {
    const box = createSecretBox({ current: keyA });
    expect(box.open("https://hooks.slack.com/services/T0/B0/abc")).toBe("https://hooks.slack.com/services/T0/B0/abc");
    expect(box.read("app-password", "x")).toBe("app-password");
    expect(box.read(null, "x")).toBeNull();
    expect(box.read(undefined, "x")).toBeNull();
    expect(box.sealOrNull(null)).toBeNull();
    expect(box.needsRewrite("app-password")).toBe(true);
    expect(box.needsRewrite(box.seal("x"))).toBe(false);
  });

  it("rotates: an old key is still read, never written with, and its values need rewriting", () => {
    const before = createSecretBox({ current: keyA }).seal("zoom-refresh");
    const box = createSecretBox({ current: keyB, old: [keyA] });
    expect(box.open(before)).toBe("zoom-refresh");
    expect(box.needsRewrite(before)).toBe(true);
    const after = box.seal(box.open(before));
    expect(after.split(":")[2]).toBe(keyId(keyB));
    expect(box.needsRewrite(after)).toBe(false);
    // Once the old key is dropped, a value not rewritten cannot be read.
    expect(() => createSecretBox({ current: keyB }).open(before)).toThrow(/SECRETS_OLD_KEYS/);
  });

  it("parses keys in base64 or base64url and refuses other lengths", () => {
    expect(parseSecretKey(keyA.toString("base64"))).toEqual(keyA);
    expect(parseSecretKey(keyA.toString("base64url"))).toEqual(keyA);
    expect(parseSecretKey(randomBytes(16).toString("base64"))).toBeNull();
    expect(parseSecretKey(randomBytes(48).toString("base64"))).toBeNull();
    expect(parseSecretKey("not a key at all, not a key at all, not a ke")).toBeNull();
    expect(developmentSecretKey()).toEqual(developmentSecretKey());
    expect(developmentSecretKey()).toHaveLength(32);
    expect(() => createSecretBox({ current: randomBytes(16) })).toThrow(/32 bytes/);
  });
});
