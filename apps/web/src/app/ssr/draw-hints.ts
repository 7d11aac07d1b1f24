import { DEFAULT_LOCALE, type Locale } from "@quad/contract/rules/constants";
import { browserZone } from "../../lib/browser-facts";
import { useGuestSession } from "../../lib/guest-session";
import { isLocale, useSessionStore } from "../../lib/session-store";

/**
 * What the browser tells the server's first paint about itself (decision 121), in three cookies it keeps: the
 * interface language, its time zone, and whether someone is signed in (a hint only: the session itself stays in the
 * browser's storage, and a signed-in reader's pages are not drawn by the server).
 */
export const HINT_COOKIES = { locale: "quad_locale", zone: "quad_tz", signedIn: "quad_signed_in" } as const;

export interface DrawHints {
  locale: Locale;
  /** An IANA zone the runtime knows, else UTC. */
  zone: string;
  signedIn: boolean;
}

function knownZone(zone: string | undefined): string {
  if (!zone) return "UTC";
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return "UTC";
  }
}

/** Reads the hints from a Cookie header; anything missing or unknown takes the default. */
export function readDrawHints(cookieHeader: string | undefined): DrawHints {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // a malformed value is no hint
    }
  }
  const locale = cookies.get(HINT_COOKIES.locale);
  return {
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    zone: knownZone(cookies.get(HINT_COOKIES.zone)),
    signedIn: cookies.get(HINT_COOKIES.signedIn) === "1",
  };
}

const YEAR_S = 365 * 24 * 3600;

/** The cookie lines the browser writes for the given state (a signed-out reader's hint is removed). */
export function hintCookies(state: { locale: Locale; zone: string; signedIn: boolean }): string[] {
  const attributes = `; path=/; max-age=${YEAR_S}; samesite=lax`;
  return [
    `${HINT_COOKIES.locale}=${encodeURIComponent(state.locale)}${attributes}`,
    `${HINT_COOKIES.zone}=${encodeURIComponent(state.zone)}${attributes}`,
    state.signedIn ? `${HINT_COOKIES.signedIn}=1${attributes}` : `${HINT_COOKIES.signedIn}=; path=/; max-age=0`,
  ];
}

/** Keeps the hint cookies true while the app runs: on start, and whenever the language or a sign-in changes. */
export function keepDrawHints(): void {
  let written = "";
  const write = () => {
    const session = useSessionStore.getState();
    const signedIn = Boolean(session.authToken) || Boolean(useGuestSession.getState().authToken);
    const lines = hintCookies({ locale: session.locale, zone: browserZone(), signedIn });
    if (lines.join("\n") === written) return;
    written = lines.join("\n");
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser Quad serves; the lines are built (and encoded) by hintCookies.
    for (const line of lines) document.cookie = line;
  };
  write();
  useSessionStore.subscribe(write);
  useGuestSession.subscribe(write);
}
