import type { TFunction } from "i18next";
import { refusalKey } from "../model/refusals";

/** A server refusal in the interface language when the app knows it; otherwise as the server wrote it. */
export function refusalText(t: TFunction<"applications">, message: string): string {
  const found = refusalKey(message);
  if (!found) return message;
  return t(found.key, { ...found.values, ...(found.status ? { status: t(`status.${found.status}`) } : {}) });
}
