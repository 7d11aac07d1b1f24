import type { TFunction } from "i18next";
import { fieldErrorText } from "./server-messages";

type Errors = Record<string, unknown>;

/** The translated error of one field (client schema or server 422), or undefined. */
export function formError(errors: Errors, field: string, label: string, t: TFunction): string | undefined {
  const value = errors[field];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === "string" && text ? fieldErrorText(text, label, t) : undefined;
}

/** Server field errors restricted to the fields a form shows; the rest are returned separately. */
export function splitServerErrors(
  errors: Record<string, string>,
  formFields: readonly string[],
): { onFields: Record<string, string>; other: string[] } {
  const onFields: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (formFields.includes(field)) onFields[field] = message;
    else other.push(message);
  }
  return { onFields, other };
}
