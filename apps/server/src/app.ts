import multipart from "@fastify/multipart";
import sensible from "@fastify/sensible";
import { DOCUMENT_TYPES } from "@quad/contract/rules/document-types";
import Fastify from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext, ZodApp } from "./app-context.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { outboundClientOf } from "./lib/outbound/client.ts";
import { createSecretBox } from "./lib/secrets/secret-box.ts";
import { applicationBulkRoutes } from "./modules/applications/application-bulk.routes.ts";
import { applicationCommentRoutes } from "./modules/applications/application-comments.routes.ts";
import {
  applicationDocumentRoutes,
  studentDocumentRoutes,
} from "./modules/applications/application-documents.routes.ts";
import { applicationRoutes } from "./modules/applications/applications.routes.ts";
import { applicantsOfProgram } from "./modules/applications/applications.sql.ts";
import { registerDecisionReleaseJobs } from "./modules/applications/decision-release.job.ts";
import { decisionReleaseRoutes } from "./modules/applications/decision-release.routes.ts";
import { guestApplicationRoutes } from "./modules/applications/guest-applications.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { registerPasswordResetJobs } from "./modules/auth/password-reset.job.ts";
import { createSessionUserLookup } from "./modules/auth/session-users.repository.ts";
import { createSessionsRepository } from "./modules/auth/sessions.repository.ts";
import { createCalendarBusyRepository } from "./modules/calendar-sync/calendar-busy.repository.ts";
import { calendarSessionAnnouncer, calendarVisitAnnouncer } from "./modules/calendar-sync/calendar-sync.announcer.ts";
import { registerCalendarSyncJobs } from "./modules/calendar-sync/calendar-sync.job.ts";
import { calendarSyncRoutes } from "./modules/calendar-sync/calendar-sync.routes.ts";
import { checkInRoutes } from "./modules/check-in/check-in.routes.ts";
import { configurationRoutes } from "./modules/configuration/configuration.routes.ts";
import { connectionRoutes } from "./modules/connections/connections.routes.ts";
import { registerConnectionExportJobs } from "./modules/connections/connections-export.job.ts";
import { connectionExportRoutes } from "./modules/connections/connections-export.routes.ts";
import { registerConnectionUnlockJobs } from "./modules/connections/connections-unlock.job.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { registerFileRemovalJobs } from "./modules/files/file-removal.job.ts";
import { fileRoutes } from "./modules/files/files.routes.ts";
import { guestNotificationRoutes } from "./modules/guest-notifications/guest-notifications.routes.ts";
import { createGuestNotifications } from "./modules/guest-notifications/guest-notifications.service.ts";
import { registerInsightsJobs } from "./modules/insights/insights.job.ts";
import { insightsRoutes } from "./modules/insights/insights.routes.ts";
import { devRoutes } from "./modules/mail/dev.routes.ts";
import { createOutboxRepository } from "./modules/mail/outbox.repository.ts";
import { devSlackRoutes } from "./modules/messages/dev-slack.routes.ts";
import { messageRoutes } from "./modules/messages/messages.routes.ts";
import { registerSlackJobs } from "./modules/messages/slack.job.ts";
import { createSlackService } from "./modules/messages/slack.service.ts";
import { notificationRoutes } from "./modules/notifications/notifications.routes.ts";
import { onboardingRoutes } from "./modules/onboarding/onboarding.routes.ts";
import { partnerWebinarRoutes } from "./modules/partner-webinars/partner-webinars.routes.ts";
import { partnerRoutes } from "./modules/partners/partners.routes.ts";
import { createPaymentDues } from "./modules/payments/payment-dues.ts";
import { registerPaymentJobs, requestPaymentsBackfill } from "./modules/payments/payments.jobs.ts";
import { paymentRoutes } from "./modules/payments/payments.routes.ts";
import { createPaymentsService } from "./modules/payments/payments.service.ts";
import { guestPaymentRoutes } from "./modules/payments/payments-guest.routes.ts";
import { publicPaymentRoutes } from "./modules/payments/payments-public.routes.ts";
import { createStripeProvider } from "./modules/payments/stripe.provider.ts";
import { programRoutes } from "./modules/programs/programs.routes.ts";
import { programLookupRoutes } from "./modules/programs/programs-lookups.routes.ts";
import { registerProspectJobs } from "./modules/prospects/prospect-invitations.job.ts";
import { prospectRoutes } from "./modules/prospects/prospects.routes.ts";
import { referenceRoutes } from "./modules/reference/reference.routes.ts";
import { seedReferenceData } from "./modules/reference/reference.seed.ts";
import { registrationRoutes } from "./modules/registrations/registrations.routes.ts";
import { schoolRoutes } from "./modules/schools/schools.routes.ts";
import { ssoRoutes } from "./modules/sso/sso.routes.ts";
import { staffCalendarRoutes } from "./modules/staff-calendar/staff-calendar.routes.ts";
import { adminsRoutes, teamRoutes } from "./modules/team/team.routes.ts";
import { registerThrottle, registerThrottleJobs } from "./modules/throttle/throttle.hook.ts";
import {
  guestUniversityProfileRoutes,
  universityProfileRoutes,
} from "./modules/university-profiles/university-profiles.routes.ts";
import { userRoutes } from "./modules/users/users.routes.ts";
import { userSettingsRoutes } from "./modules/users/users.settings.routes.ts";
import { availabilityRoutes } from "./modules/visits/availability.routes.ts";
import { availabilitySettingsRoutes } from "./modules/visits/availability-settings.routes.ts";
import { announceToAll } from "./modules/visits/visits.ports.ts";
import { visitRoutes } from "./modules/visits/visits.routes.ts";
import { guestAttendanceRoutes } from "./modules/webinars/guest-attendance.routes.ts";
import { registerGuestAuth } from "./modules/webinars/guest-auth.ts";
import { guestCalendarRoutes } from "./modules/webinars/guest-calendar.routes.ts";
import { guestCatalogueRoutes } from "./modules/webinars/guest-catalogue.routes.ts";
import { guestRoutes } from "./modules/webinars/guests.routes.ts";
import { registerWebinarJobs } from "./modules/webinars/webinar-jobs.ts";
import { zoomVisitAnnouncer } from "./modules/zoom/zoom.announcer.ts";
import { zoomRoutes } from "./modules/zoom/zoom.routes.ts";
import { registerZoomJobs } from "./modules/zoom/zoom-meetings.job.ts";
import { registerAuth } from "./plugins/auth.ts";
import { frameworkErrors, ROUTER_OPTIONS, registerErrorHandler, registerNotFound } from "./plugins/errors.ts";
import { registerHealth } from "./plugins/health.ts";
import { createJobs } from "./plugins/jobs.ts";
import { createLiveHub } from "./plugins/live.ts";
import { createMailer } from "./plugins/mailer.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRobots } from "./plugins/robots.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { createFileLinks, createStorage } from "./plugins/storage.ts";
import { registerValidation } from "./plugins/validation.ts";
import { registerWeb } from "./plugins/web.ts";
import { loadFirstPaint } from "./plugins/web-first-paint.ts";

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  now?: () => Date;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole app; the server and every API test use this same function. */
export async function build(config: Config, opts: BuildOptions = {}): Promise<ZodApp> {
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestIdHeader: "x-request-id",
    pluginTimeout: 60_000,
    // A path the router cannot read (a parameter too long, percent-encoding that is not UTF-8) is
    // answered by the one error handler, as a documented 404 (decision 059).
    routerOptions: ROUTER_OPTIONS,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  registerValidation(app);
  app.setSerializerCompiler(serializerCompiler);

  const database = opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const ownsDatabase = !opts.database;
  if (ownsDatabase) {
    await database.migrate();
    await seedReferenceData(database.db);
  }
  const now = opts.now ?? (() => new Date());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer: createMailer({
      outbox: createOutboxRepository(database.db),
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
    }),
    now,
    storage: createStorage(config),
    live: createLiveHub(database, app.log),
    jobs: createJobs({
      database,
      log: app.log,
      workers: config.JOBS_WORKERS,
      pollSeconds: config.JOBS_POLL_SECONDS,
    }),
    fileLinks: createFileLinks(config.fileUrlSecret, config.FILE_URL_TTL_MINUTES, now),
    outbound: outboundClientOf(config, app.log),
    secrets: createSecretBox({ ...config.secretKeys, log: app.log }),
  };
  if (!config.SECRETS_KEY && config.NODE_ENV === "development") {
    app.log.warn("SECRETS_KEY is not set: integration secrets are encrypted with the development key (decision 102)");
  }
  app.decorate("ctx", ctx);
  await ctx.live.start();
  registerWebinarJobs(ctx);
  registerConnectionExportJobs({ ...ctx, log: app.log });
  registerConnectionUnlockJobs({ ...ctx, log: app.log });
  registerFileRemovalJobs({ ...ctx, log: app.log });
  registerThrottleJobs(ctx);
  registerPasswordResetJobs(ctx);
  registerDecisionReleaseJobs(ctx, { guestNotifier: createGuestNotifications(ctx) });
  registerZoomJobs({ ...ctx, log: app.log });
  registerCalendarSyncJobs(ctx);
  registerSlackJobs({ ...ctx, log: app.log });
  registerInsightsJobs({ ...ctx, log: app.log });
  registerProspectJobs(ctx);
  await ctx.jobs.start();
  // Graceful shutdown: responses finishing after close() starts end their keep-alive connection,
  // so the server stops as soon as in-flight requests are done.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onClose", async () => {
    // Running jobs finish (within most of the grace period) before the mails are flushed and the database closes.
    await ctx.jobs.stop(Math.max(1000, config.SHUTDOWN_GRACE_MS - 2000));
    await ctx.live.stop();
    await ctx.mailer.flush();
    ctx.storage.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(sensible);
  registerSecurityHeaders(app);
  // Files per form: one per document type at most (an application may ask for every applicant document at once).
  await app.register(multipart, {
    limits: { fileSize: 25 * 1024 * 1024, files: DOCUMENT_TYPES.length, fields: 60 },
  });
  registerErrorHandler(app);
  await registerOpenApi(app);
  registerAuth(app, { sessions: createSessionUserLookup(database.db) });
  registerGuestAuth(app);
  registerThrottle(app);
  registerHealth(app, config.METRICS_TOKEN);
  registerRobots(app);
  // Ports of lower modules implemented by higher ones (decision 068).
  const slack = createSlackService(ctx, app.log);
  const applicationPorts = {
    guestNotifier: createGuestNotifications(ctx),
    announcer: slack.applicationAnnouncer,
    payments: createPaymentDues(ctx),
  };
  const payments = createPaymentsService(ctx, applicationPorts, createStripeProvider(config));
  await registerPaymentJobs(ctx, payments, app.log);
  if (ownsDatabase) await requestPaymentsBackfill(ctx);
  const programPorts = { applicantCount: applicantsOfProgram };
  const visitPorts = {
    announcer: announceToAll(slack.visitAnnouncer, calendarVisitAnnouncer(ctx), zoomVisitAnnouncer(ctx, app.log)),
    busy: createCalendarBusyRepository(ctx.db),
  };
  const partnerWebinarPorts = { announcer: calendarSessionAnnouncer(ctx) };

  await app.register(
    async (api) => {
      const z = api as unknown as ZodApp;
      await authRoutes(z);
      await registrationRoutes(z);
      await userRoutes(z);
      await userSettingsRoutes(z, { sessions: createSessionsRepository(database.db) });
      await referenceRoutes(z);
      await fileRoutes(z);
      await partnerRoutes(z);
      await teamRoutes(z);
      await notificationRoutes(z);
      await onboardingRoutes(z);
      await availabilityRoutes(z, visitPorts);
      await availabilitySettingsRoutes(z);
      await visitRoutes(z, visitPorts);
      await schoolRoutes(z);
      await checkInRoutes(z);
      await zoomRoutes(z);
      await calendarSyncRoutes(z);
      await staffCalendarRoutes(z);
      await messageRoutes(z);
      await partnerWebinarRoutes(z, partnerWebinarPorts);
      await connectionRoutes(z);
      await configurationRoutes(z);
      await connectionExportRoutes(z);
      await dashboardRoutes(z);
      await insightsRoutes(z);
      await universityProfileRoutes(z);
      await programLookupRoutes(z, programPorts);
      await programRoutes(z, programPorts);
      await applicationRoutes(z, applicationPorts);
      await applicationBulkRoutes(z, applicationPorts);
      await decisionReleaseRoutes(z, applicationPorts);
      await applicationDocumentRoutes(z);
      await applicationCommentRoutes(z);
      await ssoRoutes(z);
      await prospectRoutes(z);
      await paymentRoutes(z, payments);
    },
    { prefix: "/api/v1/partners" },
  );
  await app.register(async (api) => studentDocumentRoutes(api as unknown as ZodApp), { prefix: "/api/v2/partners" });
  await app.register(
    async (api) => {
      const z = api as unknown as ZodApp;
      await guestRoutes(z);
      await guestCatalogueRoutes(z);
      await guestAttendanceRoutes(z);
      await guestCalendarRoutes(z);
      await guestUniversityProfileRoutes(z);
      await guestApplicationRoutes(z, applicationPorts);
      await guestNotificationRoutes(z);
      await guestPaymentRoutes(z, payments);
    },
    { prefix: "/api/v1/webinars" },
  );
  await app.register(async (api) => adminsRoutes(api as unknown as ZodApp), { prefix: "/api/v1/users" });
  await app.register(async (api) => publicPaymentRoutes(api as unknown as ZodApp, payments), { prefix: "/api/v1" });
  if (config.mailboxEnabled) await app.register(async (dev) => devRoutes(dev as unknown as ZodApp), { prefix: "/dev" });
  if (config.mailboxEnabled)
    await app.register(async (dev) => devSlackRoutes(dev as unknown as ZodApp), { prefix: "/dev" });
  const spaHtml = config.SERVE_WEB ? await registerWeb(app, config.webDist) : null;
  const firstPaint =
    spaHtml && config.FIRST_PAINT
      ? await loadFirstPaint(app, { dist: config.webDist, template: spaHtml, appUrl: config.appUrl })
      : null;
  registerNotFound(app, spaHtml, firstPaint);
  return app;
}
