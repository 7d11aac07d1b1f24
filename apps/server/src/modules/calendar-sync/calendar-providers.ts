import type { AppContext } from "../../app-context.ts";
import { calDavProvider } from "./caldav.provider.ts";
import type { CalendarProviderClient } from "./calendar-provider.ts";
import type { ConnectionRow } from "./calendar-sync.repository.ts";
import { googleCalendarProvider } from "./google-calendar.provider.ts";

export type ProviderCtx = Pick<AppContext, "config" | "outbound" | "now">;

/** The provider client of a stored connection; Google's fresh access tokens are handed to `onToken` to keep. */
export function providerFor(
  ctx: ProviderCtx,
  connection: ConnectionRow,
  onToken: (token: string, expiresAt: Date) => Promise<void>,
): CalendarProviderClient {
  if (connection.provider === "google") {
    return googleCalendarProvider(ctx.config, {
      refreshToken: connection.secret,
      accessToken: connection.access_token,
      expiresAt: connection.access_token_expires_at,
      onToken,
      now: ctx.now,
    });
  }
  return calDavProvider(
    { serverUrl: connection.server_url ?? "", username: connection.account ?? "", password: connection.secret },
    { outbound: ctx.outbound, allowHttp: ctx.config.OUTBOUND_ALLOW_HTTP, now: ctx.now },
  );
}
