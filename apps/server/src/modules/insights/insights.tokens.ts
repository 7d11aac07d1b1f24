import { createHmac } from "node:crypto";
import { INSIGHT_TOKEN_MINUTES } from "@quad/contract/rules/insights";
import { errors, jwtVerify, SignJWT } from "jose";

/**
 * The signed report addresses of GET sisense/signin (decision 109), both JWTs signed with HS256:
 * - Quad's own: a token the app sends as `Authorization: Bearer` when it fetches reports/{id}, scoped to one
 *   institution and one report, for INSIGHT_TOKEN_MINUTES; its key is derived from FILE_URL_SECRET, so it cannot be
 *   made without the server's secret and ends when that secret changes;
 * - an external BI tool's (Metabase-style signed embedding): `{ resource: { dashboard }, params: { partner_id },
 *   exp }` under the operator's ANALYTICS_EMBED_SECRET, opened at `<site>/embed/dashboard/<jwt>`.
 */
const AUDIENCE = "quad:insights-report";

export interface ReportGrant {
  partnerId: number;
  reportId: number;
}

export function createReportTokens(fileUrlSecret: string) {
  const key = createHmac("sha256", fileUrlSecret).update("insights-report-token").digest();
  return {
    async sign(grant: ReportGrant, now: Date): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(now.getTime() + INSIGHT_TOKEN_MINUTES * 60_000);
      const token = await new SignJWT({ pid: grant.partnerId, rid: grant.reportId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },

    /** The grant of a valid token; "expired" or "invalid" otherwise (never throws). */
    async verify(token: string, now: Date): Promise<ReportGrant | "expired" | "invalid"> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          audience: AUDIENCE,
          currentDate: now,
          clockTolerance: 0,
        });
        const { pid, rid } = payload as { pid?: unknown; rid?: unknown };
        if (!Number.isInteger(pid) || !Number.isInteger(rid)) return "invalid";
        return { partnerId: pid as number, reportId: rid as number };
      } catch (err) {
        return err instanceof errors.JWTExpired ? "expired" : "invalid";
      }
    },
  };
}
export type ReportTokens = ReturnType<typeof createReportTokens>;

/** A Metabase-style signed embed address of a dashboard, for one institution (the BI tool filters by partner_id). */
export async function embedAddress(
  site: string,
  secret: string,
  dashboard: number,
  partnerId: number,
  now: Date,
): Promise<{ url: string; token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + INSIGHT_TOKEN_MINUTES * 60_000);
  const token = await new SignJWT({ resource: { dashboard }, params: { partner_id: partnerId } })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { url: `${site.replace(/\/+$/, "")}/embed/dashboard/${token}#bordered=true&titled=true`, token, expiresAt };
}
