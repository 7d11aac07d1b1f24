import { RESET_TOKEN_MINUTES } from "@quad/contract/rules/constants";
import type { AppContext } from "../../app-context.ts";
import { passwordResetMail } from "../mail/templates.ts";
import { createTokensRepository } from "./tokens.repository.ts";

/** Mails a one-hour, single-use password reset link (forgot password, and the team's reset action). */
export function createResetLinkSender(ctx: Pick<AppContext, "db" | "now" | "mailer" | "config">) {
  const tokens = createTokensRepository(ctx.db);
  return async (user: { id: number; email: string; first_name: string; locale: string }) => {
    const token = await tokens.issue(user.id, "password_reset", RESET_TOKEN_MINUTES * 60_000, ctx.now());
    const link = `${ctx.config.appUrl}/reset-password?reset_password_token=${encodeURIComponent(token)}`;
    await ctx.mailer.send(passwordResetMail(user.email, user.first_name, link, user.locale as "en-US"));
  };
}
