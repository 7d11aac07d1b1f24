import { MESSAGES } from "@quad/contract/rules/messages";
import type { TFunction } from "i18next";

/**
 * Server texts (packages/contract rules/messages.ts) map to i18n keys `server.<name>`; anything else is
 * shown as the server sent it.
 */

type MessageName = keyof typeof MESSAGES;

const FIXED = new Map<string, MessageName>(
  (Object.entries(MESSAGES) as [MessageName, unknown][])
    .filter((entry): entry is [MessageName, string] => typeof entry[1] === "string")
    .map(([name, text]) => [text, name]),
);

const PATTERNS: { name: MessageName; re: RegExp; vars: string[] }[] = [
  { name: "tooLong", re: /^must be at most (\d+) characters$/, vars: ["max"] },
  { name: "tooMany", re: /^must have at most (\d+) items$/, vars: ["max"] },
  { name: "range", re: /^Please enter value between (-?[\d.]+) and (-?[\d.]+)$/, vars: ["min", "max"] },
  { name: "fileTooLarge", re: /^File size should be less than ([\d.]+) MB$/, vars: ["mb"] },
  { name: "fileType", re: /^File must be one of: (.+)$/, vars: ["types"] },
  {
    name: "prospectConnectsUsedUp",
    re: /^You have used all (\d+) prospect connections of this month\.$/,
    vars: ["limit"],
  },
  {
    name: "prospectConnectsLeft",
    re: /^Prospect connections left this month: (\d+) of (\d+); you chose (\d+)\.$/,
    vars: ["remaining", "limit", "chosen"],
  },
];

export interface MessageKey {
  key: string;
  values: Record<string, string>;
}

/** The i18n key of a known server message, or null. */
export function serverMessageKey(text: string): MessageKey | null {
  const fixed = FIXED.get(text);
  if (fixed) return { key: `server.${fixed}`, values: {} };
  for (const p of PATTERNS) {
    const m = p.re.exec(text);
    if (m) return { key: `server.${p.name}`, values: Object.fromEntries(p.vars.map((v, i) => [v, m[i + 1] ?? ""])) };
  }
  return null;
}

/** Translates a server message when the app knows it; otherwise returns the text unchanged. */
export function translateServerMessage(text: string, t: TFunction): string {
  return text
    .split("\n")
    .map((line) => {
      const found = serverMessageKey(line);
      return found ? t(found.key, found.values) : line;
    })
    .join("\n");
}

const MAX_LENGTH = /^must be at most (\d+) characters$/;

/**
 * A field error under an input: schema fragments ("is required", "must be a valid email") get the field's
 * label; full sentences are translated on their own.
 */
export function fieldErrorText(message: string, label: string, t: TFunction): string {
  if (message === MESSAGES.required) return t("validation.required", { field: label });
  if (message === MESSAGES.invalidEmail) return t("validation.invalidEmail", { field: label });
  if (message === MESSAGES.invalidPhone) return t("validation.invalidPhone", { field: label });
  const max = MAX_LENGTH.exec(message);
  if (max) return t("validation.maxLength", { field: label, max: max[1] });
  return translateServerMessage(message, t);
}
