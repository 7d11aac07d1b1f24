import { randomBytes } from "node:crypto";

/** Stored file names: 128 random bits and the extension detected from the content, nothing a user chose. */
export const FILE_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export function newFileName(ext: string): string {
  return `${randomBytes(16).toString("hex")}.${ext}`;
}

/**
 * The name the user gave a file, as shown back (never used to store it): its last path segment, without
 * control characters or unpaired surrogates, at most 200 characters; `file.<ext>` when nothing is left.
 */
export function shownName(filename: string, ext: string): string {
  const base = filename.split(/[/\\]/).pop() ?? "";
  const clean = [...base.slice(0, 200)]
    .filter((ch) => (ch.codePointAt(0) ?? 0) >= 0x20 && ch !== "\u007f")
    .map((ch) => (/^[\uD800-\uDFFF]$/.test(ch) ? "\uFFFD" : ch))
    .join("")
    .trim();
  return clean || `file.${ext}`;
}
