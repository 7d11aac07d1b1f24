import type { FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import type { AppContext, ZodApp } from "../../app-context.ts";
import { readForm } from "../../lib/form.ts";
import { createThrottle } from "./throttle.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route mails someone or tells whether an account exists: each request counts against the
     * `mail` policy, per account and per address, before the handler runs; past a limit it answers 429
     * with Retry-After, and the API document lists that 429 (decision 060).
     */
    throttle?: "mail";
    /**
     * How a throttled form route's handler reads its fields before parsing them with its `form` schema
     * (e.g. the guest registration's `user[...]` fields); the throttle checks them the same way.
     */
    formFields?: (fields: Record<string, unknown>) => Record<string, unknown>;
  }
}

const asText = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);

/** The fields of a request: its JSON body, or its form (read once, shared with the handler). */
async function fieldsOf(request: FastifyRequest): Promise<Record<string, unknown> | null> {
  if (!request.isMultipart()) {
    const body = request.body;
    return body && typeof body === "object" ? (body as Record<string, unknown>) : null;
  }
  return readForm(request).then(
    (form) => form.fields,
    // An unreadable form: the handler answers for it; this request counts against its address only.
    () => null,
  );
}

/** The email a request names: `email` (or `user[email]`, or `user.email`) of its JSON body or form. */
function namedEmail(fields: Record<string, unknown> | null): string | null {
  if (!fields) return null;
  const nested = fields.user as Record<string, unknown> | undefined;
  return asText(fields.email) ?? asText(fields["user[email]"]) ?? asText(nested?.email);
}

type Hook = (request: FastifyRequest) => Promise<void>;
const list = (hooks: unknown): unknown[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/**
 * Routes opt in with `config: { throttle: "mail" }`. The count runs as the route's first preHandler: after
 * its guards (a request without a session is a 401 and counts nothing) and after its input's validation
 * (a form route's fields are checked here against its contract schema, as its handler will: invalid input
 * is the handler's 422 and counts nothing). A signed-in request counts against its user, a visitor's
 * against the email it names.
 */
export function registerThrottle(app: ZodApp) {
  const throttle = createThrottle(app.ctx);
  app.addHook("onRoute", (route) => {
    const policy = route.config?.throttle;
    if (!policy) return;
    const form = (route.schema as { form?: ZodType } | undefined)?.form;
    const count: Hook = async (request) => {
      const user = request.auth ? `partner-${request.auth.user.id}` : null;
      const fields = form || !user ? await fieldsOf(request) : null;
      const read = route.config?.formFields ?? ((f: Record<string, unknown>) => f);
      if (form && !form.safeParse(read(fields ?? {})).success) return;
      const email = user ? null : namedEmail(fields);
      await throttle.take(policy, { user, email, address: request.ip });
    };
    route.preHandler = [count, ...list(route.preHandler)] as typeof route.preHandler;
  });
}

/** The hourly clean-up of ended windows (declared with the other queues, before the jobs start). */
export function registerThrottleJobs(ctx: AppContext) {
  const throttle = createThrottle(ctx);
  void ctx.jobs.define("throttle-prune", { policy: "singleton", retryLimit: 0 });
  ctx.jobs.schedule("throttle-prune", "23 * * * *", {});
  void ctx.jobs.work("throttle-prune", async () => {
    await throttle.prune();
  });
}

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Hourly: drops throttle counters whose window has ended. */
    "throttle-prune": Record<string, never>;
  }
}
