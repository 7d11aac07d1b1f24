import { MESSAGES } from "@quad/contract/rules/messages";

/**
 * The error catalogue of spec 1 §8 and spec 3 §8 as one pure function. The API client applies the
 * outcome: a toast, a sign-out with the session-expired toast, or nothing.
 */

export interface FailureInput {
  /** HTTP status; undefined when no response arrived. */
  status?: number;
  /** Parsed response body (JSON), if any. */
  body?: unknown;
  /** True when the request never reached the server (offline, DNS, CORS, aborted connection). */
  networkError?: boolean;
  /** Per-call messages by status; they take priority over the generic texts. */
  customMessages?: Partial<Record<number, string>>;
  /** Silent calls show no toast (a 401 still signs the user out). */
  silent?: boolean;
  /** Statuses the caller handles itself (sign-in: 401 and 404 become field errors). */
  handledStatuses?: readonly number[];
}

export interface FailureOutcome {
  action: "signOut" | "toast" | "none";
  message: string;
}

/** Statuses treated as access errors (spec 1 §9). */
export const ACCESS_ERROR_STATUSES = [400, 401, 403, 404] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function flattenText(value: unknown): string[] {
  if (typeof value === "string") return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(flattenText);
  if (isRecord(value)) return Object.values(value).flatMap(flattenText);
  return [];
}

function accessErrorMessage(status: number, body: unknown): string {
  if (!isRecord(body)) return MESSAGES.unknownError;
  if (status === 404 && typeof body.email === "string") return body.email;
  if (status === 403 && typeof body.error_message === "string") return body.error_message;
  if (typeof body.error === "string") return body.error;
  return MESSAGES.recordNotFound;
}

function otherErrorMessage(body: unknown): string {
  if (!isRecord(body)) return MESSAGES.unknownError;
  if (Array.isArray(body.errors)) {
    const lines = flattenText(body.errors);
    if (lines.length) return lines.join("\n");
  }
  if (typeof body.error === "string" && body.error) return body.error;
  const objectValues = isRecord(body.errors) ? body.errors : isRecord(body.error) ? body.error : null;
  if (objectValues) {
    const lines = flattenText(objectValues);
    if (lines.length) return lines.join("\n");
  }
  return MESSAGES.unknownError;
}

export function classifyFailure(input: FailureInput): FailureOutcome {
  const { status, body, silent = false, customMessages = {}, handledStatuses = [] } = input;

  if (status === undefined) {
    if (silent) return { action: "none", message: "" };
    return { action: "toast", message: input.networkError ? MESSAGES.networkError : MESSAGES.unknownError };
  }
  if (handledStatuses.includes(status)) return { action: "none", message: "" };
  if (status === 401) return { action: "signOut", message: customMessages[401] ?? MESSAGES.sessionExpired };
  if (silent) return { action: "none", message: "" };

  const custom = customMessages[status];
  if (custom) return { action: "toast", message: custom };

  const isAccessError = (ACCESS_ERROR_STATUSES as readonly number[]).includes(status);
  return { action: "toast", message: isAccessError ? accessErrorMessage(status, body) : otherErrorMessage(body) };
}
