/** What the /zoom page was opened with: Zoom's return (a code and our state), a refusal, or nothing. */
export type ZoomReturn = { kind: "exchange"; code: string; state: string } | { kind: "denied" } | { kind: "status" };

/** Reads the return address Zoom sends the browser to (`/zoom?code=…&state=…`, or `?error=access_denied`). */
export function zoomReturnOf(search: string): ZoomReturn {
  const params = new URLSearchParams(search);
  const code = params.get("code")?.trim() ?? "";
  const state = params.get("state")?.trim() ?? "";
  if (params.has("error")) return { kind: "denied" };
  if (code && state) return { kind: "exchange", code, state };
  if (code || state) return { kind: "denied" };
  return { kind: "status" };
}

/** The first words to show of a failed exchange: a field's message (code, state), else the server's error. */
export function exchangeFailureText(
  fieldErrors: Record<string, string>,
  serverMessage: string | null | undefined,
): string | null {
  return fieldErrors.code ?? fieldErrors.state ?? serverMessage ?? null;
}
