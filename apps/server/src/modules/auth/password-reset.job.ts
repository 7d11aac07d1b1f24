import type { AppContext } from "../../app-context.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { createGuestsService } from "../webinars/guests.service.ts";
import { createResetLinkSender } from "./reset-link.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /**
     * A forgot-password request (partner or webinar guest): the account is looked up, and a link issued
     * and mailed, here rather than on the request path, so that the request does the same work whether
     * or not the address has an account (decision 060).
     */
    "password-reset-mail": { area: "partner" | "guest"; email: string };
  }
}

/** Queues the forgot-password work: the request's only work, whatever the address. */
export function queuePasswordReset(ctx: Pick<AppContext, "jobs">, area: "partner" | "guest", email: string) {
  return ctx.jobs.send("password-reset-mail", { area, email });
}

export function registerPasswordResetJobs(ctx: AppContext) {
  const users = createUsersRepository(ctx.db);
  const sendResetLink = createResetLinkSender(ctx);
  const guests = createGuestsService(ctx);
  // Retried on a database hiccup; the mail is the last step, so a retry sends at most one more link.
  void ctx.jobs.define("password-reset-mail", { retryLimit: 3, retryDelay: 10, retryBackoff: true });
  void ctx.jobs.work(
    "password-reset-mail",
    async ({ area, email }) => {
      if (area === "guest") {
        await guests.mailResetLink(email);
        return;
      }
      const user = await users.findByEmail(email);
      if (user?.status === "active") await sendResetLink(user);
    },
    { concurrency: 2 },
  );
}
