import { randomBytes } from "node:crypto";

/** Stored file names: 128 random bits and the extension detected from the content, nothing a user chose. */
export const FILE_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export function newFileName(ext: string): string {
  return `${randomBytes(16).toString("hex")}.${ext}`;
}
