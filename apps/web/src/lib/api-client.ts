import { AUTH_HEADER, TOAST_DURATION_MS } from "@quad/contract/rules/constants";
import { classifyFailure, type FailureOutcome } from "./error-catalogue";
import { i18n } from "./i18n";
import { translateServerMessage } from "./server-messages";
import { useSessionStore } from "./session-store";
import { showToast } from "./toast";

/** Paths not starting with "/api/" are under the partner API. */
export const PARTNER_API = "/api/v1/partners";

/** How requests leave: the browser's fetch; the server's first paint (app/ssr) answers them in its own process. */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

type QueryValue = string | number | boolean | null | undefined;

type StandardResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string }[] };

/** Any Standard Schema (the contract's zod schemas, or their zod/mini twins). */
export interface ResponseSchema<T> {
  readonly "~standard": {
    readonly validate: (value: unknown) => StandardResult<T> | Promise<StandardResult<T>>;
  };
}

/** A schema, or a loader of one: screens on the first load import the contract lazily to keep zod out. */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

export interface ApiRequest<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body. */
  json?: unknown;
  /** multipart/form-data body. */
  form?: FormData;
  /** Contract schema the response is parsed with. */
  schema?: SchemaSource<T>;
  /** No error toast (spec: registration and user-update calls). A 401 still signs out. */
  silent?: boolean;
  /** Per-status messages that replace the generic texts. */
  customMessages?: Partial<Record<number, string>>;
  /** Statuses the caller turns into its own display (e.g. sign-in field errors). */
  handledStatuses?: readonly number[];
  signal?: AbortSignal;
  /** Another session than the partner's (the webinar guest's): its token, and what a 401 ends. */
  auth?: { token: string | null; onExpired: (message: string) => void };
}

/** A failed call, re-thrown to the caller after the catalogue has been applied. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly body: unknown;
  readonly outcome: FailureOutcome;

  constructor(message: string, status: number | undefined, body: unknown, outcome: FailureOutcome) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.outcome = outcome;
  }

  /** Field errors of a 422 `{ errors: { field: message } }` answer (first message per field). */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return {};
    const out: Record<string, string> = {};
    for (const [field, value] of Object.entries(errors)) {
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text === "string") out[field] = text;
    }
    return out;
  }

  /** The `error` or `error_message` text of the body, if any. */
  get serverMessage(): string | undefined {
    const body = this.body as { error?: unknown; error_message?: unknown } | null;
    if (typeof body?.error === "string") return body.error;
    if (typeof body?.error_message === "string") return body.error_message;
    return undefined;
  }
}

type SessionExpiredHandler = (message: string) => void;
let onSessionExpired: SessionExpiredHandler = () => {};

/** The app installs what happens on a 401 (sign out, toast, go to /sign-in). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

/** Every toast's close button is named for screen readers. */
const closeButtonProps = () => ({ "aria-label": i18n.t("common.close") });

export function showErrorToast(message: string): void {
  showToast({
    color: "red",
    message: translateServerMessage(message, i18n.t),
    autoClose: TOAST_DURATION_MS,
    style: { whiteSpace: "pre-line" },
    closeButtonProps: closeButtonProps(),
  });
}

export function showInfoToast(message: string): void {
  showToast({ color: "blue", message, autoClose: TOAST_DURATION_MS, closeButtonProps: closeButtonProps() });
}

export function showSuccessToast(message: string): void {
  showToast({ color: "teal", message, autoClose: TOAST_DURATION_MS, closeButtonProps: closeButtonProps() });
}

function buildUrl(path: string, query: ApiRequest<unknown>["query"]): string {
  const base = path.startsWith("/api/") ? path : `${PARTNER_API}/${path.replace(/^\//, "")}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function fail<T>(req: ApiRequest<T>, status: number | undefined, body: unknown, networkError = false): never {
  const error = (body as { error?: unknown } | null)?.error;
  if (status !== undefined) console.error(`[api] ${req.method ?? "GET"} ${req.path} -> ${status}`, error ?? "");
  const outcome = classifyFailure({
    status,
    body,
    networkError,
    silent: req.silent,
    customMessages: req.customMessages,
    handledStatuses: req.handledStatuses,
  });
  if (outcome.action === "toast") showErrorToast(outcome.message);
  if (outcome.action === "signOut") (req.auth?.onExpired ?? onSessionExpired)(outcome.message);
  throw new ApiError(outcome.message || `Request failed (${status ?? "network"})`, status, body, outcome);
}

/** Sends a request with the token header and its JSON or multipart body; a network failure goes through `fail`. */
async function send<T>(req: ApiRequest<T>, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = req.auth ? req.auth.token : useSessionStore.getState().authToken;
  if (token) headers[AUTH_HEADER] = token;
  let body: BodyInit | undefined;
  if (req.form) body = req.form;
  else if (req.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(req.json);
  }
  try {
    return await transport(buildUrl(req.path, req.query), {
      method: req.method ?? "GET",
      headers,
      body,
      signal: req.signal,
      credentials: "same-origin",
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    return fail(req, undefined, undefined, true);
  }
}

/** Calls the API: token header, JSON or multipart body, contract parsing, the error catalogue on failure. */
export async function apiRequest<T = unknown>(req: ApiRequest<T>): Promise<T> {
  const response = await send(req, "application/json");
  const payload = await readBody(response);
  if (!response.ok) return fail(req, response.status, payload);
  if (!req.schema) return payload as T;
  const schema = typeof req.schema === "function" ? await req.schema() : req.schema;
  const result = await schema["~standard"].validate(payload);
  if (result.issues) {
    console.error(`[api] ${req.path}: response does not match the contract`, result.issues);
    return fail(req, undefined, payload);
  }
  return result.value;
}

/** The file name of a `content-disposition` header (its UTF-8 `filename*` first), or null. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall back to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * Downloads a file the API answers directly (a CSV): the same token, body and error catalogue as apiRequest, the
 * answer kept as bytes with the name the server gave it.
 */
export async function apiDownload(
  req: Omit<ApiRequest<never>, "schema">,
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(req, "*/*");
  if (!response.ok) return fail(req, response.status, await readBody(response));
  return { blob: await response.blob(), filename: attachmentName(response.headers.get("content-disposition")) };
}

/** Hands a downloaded file to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
