import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Integration secrets at rest (decision 102): AES-256-GCM with a random 96-bit IV, stored as
 * `enc:v1:<kid>:<iv>:<tag>:<data>` (base64url parts). The key id names the key a value was written with, so old
 * keys can still be read during a rotation; the header is authenticated with the data. A stored value without the
 * prefix is a secret written before encryption (legacy plain text) and is read as it is.
 */
const PREFIX = "enc:v1:";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored value that cannot be read: written with a key not configured, tampered with, or malformed. */
export class SecretUnreadableError extends Error {
  override name = "SecretUnreadableError";
  constructor(
    message: string,
    readonly kid: string | null,
  ) {
    super(message);
  }
}

export interface SecretKeys {
  /** The key every value is written with (32 bytes). */
  current: Buffer;
  /** Keys still read (a rotation in progress); never written with. */
  old?: Buffer[];
}

export interface SecretBoxOptions extends SecretKeys {
  /** Where an unreadable value is reported (the app's logger); `read` answers null for it. */
  log?: { error: (obj: object, msg: string) => void };
}

/** The id stored with a value: 8 base64url characters of the key's SHA-256 (names the key, tells nothing of it). */
export function keyId(key: Buffer): string {
  return createHash("sha256").update("quad-secrets-kid:").update(key).digest("base64url").slice(0, 8);
}

/** A 32-byte key from its base64 (or base64url) text; null when it is not one. */
export function parseSecretKey(text: string): Buffer | null {
  const t = text.trim();
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(t)) return null;
  const key = Buffer.from(t.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return key.length === KEY_BYTES ? key : null;
}

/** The development key: the same on every start, so a local database stays readable; never used in production. */
export function developmentSecretKey(): Buffer {
  return createHash("sha256").update("quad development secrets key (not for production)").digest();
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function createSecretBox(opts: SecretBoxOptions) {
  if (opts.current.length !== KEY_BYTES) throw new Error("the secrets key must be 32 bytes");
  const currentKid = keyId(opts.current);
  const keys = new Map<string, Buffer>();
  for (const k of opts.old ?? []) keys.set(keyId(k), k);
  keys.set(currentKid, opts.current);

  function seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const header = `${PREFIX}${currentKid}`;
    const cipher = createCipheriv("aes-256-gcm", opts.current, iv);
    cipher.setAAD(Buffer.from(header));
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    const b = (x: Buffer) => x.toString("base64url");
    return `${header}:${b(iv)}:${b(cipher.getAuthTag())}:${b(data)}`;
  }

  /** The plain text of a stored value; throws SecretUnreadableError when it cannot be read. */
  function open(stored: string): string {
    if (!isSealed(stored)) return stored;
    const parts = stored.slice(PREFIX.length).split(":");
    const [kid, iv, tag, data] = parts;
    if (parts.length !== 4 || !kid || iv === undefined || tag === undefined || data === undefined) {
      throw new SecretUnreadableError("the stored secret is malformed", kid ?? null);
    }
    const key = keys.get(kid);
    if (!key) {
      throw new SecretUnreadableError(
        `the stored secret was written with key ${kid}, which is neither SECRETS_KEY nor one of SECRETS_OLD_KEYS`,
        kid,
      );
    }
    const ivBytes = Buffer.from(iv, "base64url");
    const tagBytes = Buffer.from(tag, "base64url");
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
      throw new SecretUnreadableError("the stored secret is malformed", kid);
    }
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(`${PREFIX}${kid}`));
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      throw new SecretUnreadableError(`the stored secret does not authenticate with key ${kid} (altered)`, kid);
    }
  }

  return {
    currentKid,
    seal,
    open,
    /** seal for a nullable column. */
    sealOrNull(plain: string | null | undefined): string | null {
      return plain === null || plain === undefined ? null : seal(plain);
    },
    /**
     * The plain text of a stored value, or null when there is none or it cannot be read; an unreadable one is
     * logged with `where` (table, column, row), so the operator knows which integration must be connected again.
     */
    read(stored: string | null | undefined, where: string): string | null {
      if (stored === null || stored === undefined) return null;
      try {
        return open(stored);
      } catch (err) {
        if (!(err instanceof SecretUnreadableError)) throw err;
        opts.log?.error(
          { secret: where, kid: err.kid },
          `Cannot read the stored secret of ${where}: ${err.message}. The integration must be connected again (or the key restored).`,
        );
        return null;
      }
    },
    /** A stored value not yet written with the current key (legacy plain text, or an old key). */
    needsRewrite(stored: string): boolean {
      return !stored.startsWith(`${PREFIX}${currentKid}:`);
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
