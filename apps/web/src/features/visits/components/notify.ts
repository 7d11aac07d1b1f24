import { VISIT_MESSAGES } from "@quad/contract/rules/visits";
import type { TFunction } from "i18next";
import { ApiError } from "../../../lib/api-client";
import { translateServerMessage } from "../../../lib/server-messages";

const CHANGED_MEANWHILE = "The visit changed meanwhile. Please reload.";
const BY_TEXT = new Map<string, string>([
  ...(Object.entries(VISIT_MESSAGES) as [string, string][]).map(([name, text]) => [text, name] as [string, string]),
  [CHANGED_MEANWHILE, "changedMeanwhile"],
]);

/** A visit rule's message in the interface language (`visits` namespace), other texts as the app knows them. */
export function visitMessage(text: string, t: TFunction<"visits">): string {
  const name = BY_TEXT.get(text);
  return name ? t(`errors.${name}`) : translateServerMessage(text, t as unknown as TFunction);
}

/** The text of a refused visit change (422 field errors or a 409), for a toast or an alert. */
export function visitErrorText(error: unknown, t: TFunction<"visits">): string {
  if (!(error instanceof ApiError)) return t("errors.generic");
  const fields = Object.values(error.fieldErrors);
  if (fields.length) return fields.map((m) => visitMessage(m, t)).join("\n");
  return error.serverMessage ? visitMessage(error.serverMessage, t) : error.message || t("errors.generic");
}
