import type { TFunction } from "i18next";
import { formError } from "../../../../lib/form-errors";
import { fragmentKey } from "../model";

/** The translated error of one guest-form field: the guest forms' own fragments first, then the shared texts. */
export function accountFieldError(
  errors: Record<string, unknown>,
  field: string,
  label: string,
  t: TFunction,
): string | undefined {
  const value = errors[field];
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text === "string") {
    const key = fragmentKey(text);
    if (key) return t(key, { field: label });
  }
  return formError(errors, field, label, t);
}
