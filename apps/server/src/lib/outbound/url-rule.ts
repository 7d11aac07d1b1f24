/** Why an address a user typed cannot be called, before any name is resolved (decision 057). */
export type OutboundUrlProblem = "invalid" | "credentials" | "httpsRequired";

/**
 * The URL rule of the guarded client, also applied when an address is saved: an absolute http(s) URL with
 * no user name or password in it (credentials travel in headers, never in an address that is shown and
 * logged), and https unless OUTBOUND_ALLOW_HTTP. Where the name points is checked only at connect time.
 */
export function outboundUrlProblem(text: string, allowHttp: boolean): OutboundUrlProblem | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "invalid";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "invalid";
  if (url.hostname === "") return "invalid";
  if (url.username !== "" || url.password !== "") return "credentials";
  if (url.protocol === "http:" && !allowHttp) return "httpsRequired";
  return null;
}
