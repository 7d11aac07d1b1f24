import type { Area, LayoutKind, RouteEntry, ScreenKey } from "./route-types";

/**
 * The route table of spec 1 §2, as data: every path with its group, layout, screen and access area.
 * Guards (access-rules.ts) and the router (router.tsx) both read this module; it imports nothing
 * from React so the rules stay unit-testable. Its shapes are in route-types.ts.
 */

const auth = (id: string, path: string, screen: ScreenKey): RouteEntry => ({
  id,
  path,
  group: "auth",
  layout: "auth",
  screen,
  signedIn: "home",
});

const pub = (
  id: string,
  path: string,
  layout: LayoutKind,
  screen: ScreenKey,
  signedIn: "home" | "allow",
): RouteEntry => ({
  id,
  path,
  group: "public",
  layout,
  screen,
  signedIn,
});

const web = (id: string, path: string, restricted = false): RouteEntry => ({
  id,
  path,
  group: "webinars",
  layout: "webinars",
  screen: "areaEmptyState",
  area: "webinars",
  ...(restricted ? { restricted } : {}),
});

const app = (id: string, path: string, area: Area, forwardTo?: string): RouteEntry => ({
  id,
  path,
  group: "authenticated",
  layout: "shell",
  screen: "areaEmptyState",
  area,
  ...(forwardTo ? { forwardTo } : {}),
});

export const ROUTES: readonly RouteEntry[] = [
  { id: "sso", path: "/sso", group: "sso", layout: "auth", screen: "sso", signedIn: "home" },

  // Auth group: sign in, forgot password, reset password and their webinar versions.
  auth("signIn", "/sign-in", "signIn"),
  auth("forgotPassword", "/forgot-password", "forgotPassword"),
  auth("resetPassword", "/reset-password", "resetPassword"),
  { ...web("webinarSignIn", "/webinars/sign-in"), group: "auth", signedIn: "home", screen: "webinarSignIn" },
  {
    ...web("webinarForgotPassword", "/webinars/forgot-password"),
    group: "auth",
    signedIn: "home",
    screen: "webinarForgotPassword",
  },
  {
    ...web("webinarResetPassword", "/webinars/reset-password"),
    group: "auth",
    signedIn: "home",
    screen: "webinarResetPassword",
  },

  // Public group. Registration and search send a signed-in visitor home; the rest stay open to everyone
  // (the user menu links the policies, e-mails link the validation page, payments are in every type's list).
  // The front page for a visitor (or the public site when PUBLIC_SITE_URL is set); a signed-in partner goes home.
  pub("root", "/", "front", "landing", "home"),
  pub("registerSchool", "/register-school", "auth", "registerSchool", "home"),
  pub("registerUniversity", "/register-university", "auth", "registerUniversity", "home"),
  pub("searchSchool", "/search-school", "auth", "searchSchool", "home"),
  pub("searchUniversity", "/search-university", "auth", "searchUniversity", "home"),
  pub("emailValidated", "/email-validated", "auth", "emailValidated", "allow"),
  pub("privacyPolicy", "/privacy-policy", "document", "privacyPolicy", "allow"),
  pub("cookiesPolicy", "/cookies-policy", "document", "cookiesPolicy", "allow"),
  pub("scheduleAppointment", "/schedule-appointment/$id", "document", "scheduleAppointment", "allow"),
  pub("zoom", "/zoom", "document", "zoom", "allow"),
  pub("tuitionFee", "/tuition-fee", "document", "tuitionFee", "allow"),
  // A signed-in partner's payments, everyone else's own (app/screens/payments-screen.tsx).
  pub("payments", "/payments", "document", "payments", "allow"),
  pub("paymentDetail", "/payments/$id", "document", "paymentDetail", "allow"),
  pub("mobilePaymentRedirect", "/mobile-payment-redirect", "document", "mobilePaymentRedirect", "allow"),
  { ...pub("cancelEvent", "/cancel-event", "document", "cancelEvent", "allow"), signedOut: "signIn" },

  // Webinar area.
  { ...web("webinars", "/webinars"), screen: "webinarHome" },
  { ...web("webinarUserUpdate", "/webinars/users/update", true), screen: "webinarProfile" },
  { ...web("webinarMySessions", "/webinars/my-sessions", true), screen: "webinarMySessions" },
  { ...web("webinarCategorySearch", "/webinars/categories/events/search"), screen: "webinarSearch" },
  { ...web("webinarCategory", "/webinars/categories/$categoryId"), screen: "webinarCategory" },
  { ...web("webinarCategoryEvent", "/webinars/categories/$categoryId/events/$eventId"), screen: "webinarSession" },
  { ...web("webinarInstitution", "/webinars/institutions/$id"), screen: "webinarInstitution" },
  { ...web("webinarFaq", "/webinars/faq"), screen: "webinarFaq" },
  { ...web("webinarAbout", "/webinars/about"), screen: "webinarAbout" },
  // Guest sign-up: a signed-in guest goes to their webinar home; partners see why they cannot sign up.
  {
    ...web("webinarSearchSchool", "/webinars/search-school"),
    signedIn: "home",
    openToPartners: true,
    screen: "webinarSearchSchool",
  },
  {
    ...web("webinarRegister", "/webinars/register"),
    signedIn: "home",
    openToPartners: true,
    screen: "webinarRegister",
  },

  // Authenticated area.
  { ...app("dashboard", "/dashboard", "dashboard"), screen: "dashboard" },
  { ...app("events", "/events", "events"), screen: "visitsList" },
  { ...app("checkIn", "/events/check-in", "events"), screen: "checkIn" },
  { ...app("eventDetail", "/events/$id", "events"), screen: "visitDetail" },
  // A university's visits; an application client books none: its events (decision 076).
  { ...app("eventsList", "/events-list", "eventsList"), screen: "eventsList" },
  { ...app("eventsListDetail", "/events-list/$id", "eventsList"), screen: "visitDetail" },
  { ...app("availability", "/availability", "availability"), screen: "availability" },
  { ...app("team", "/team", "team"), screen: "team" },
  { ...app("configuration", "/configuration", "configuration"), screen: "configuration" },
  { ...app("settings", "/settings", "settings"), screen: "settings" },
  { ...app("calendarSync", "/calendar-sync", "calendarSync"), screen: "calendarSync" },
  { ...app("schoolDetails", "/school-details", "schoolDetails"), screen: "schoolDetails" },
  { ...app("universityDetails", "/university-details", "universityDetails"), screen: "universityDetails" },
  { ...app("schools", "/schools", "schools"), screen: "schoolsList" },
  { ...app("schoolDetail", "/schools/$id", "schools"), screen: "schoolDetail" },
  { ...app("connections", "/connections", "connections"), screen: "connectionsList" },
  { ...app("notifications", "/notifications", "notifications"), screen: "notifications" },
  { ...app("onboarding", "/onboarding", "onboarding"), screen: "onboarding" },
  { ...app("higherEdInsights", "/higher-ed-insights", "higherEdInsights"), screen: "insights" },
  { ...app("higherEdInsightsBeta", "/higher-ed-insights-beta", "higherEdInsights"), screen: "insights" },
  { ...app("prospectAndEngage", "/prospect-and-engage", "prospectAndEngage"), screen: "prospectDiscover" },
  { ...app("prospectInsights", "/prospect-and-engage/insights", "prospectAndEngage"), screen: "prospectInsights" },
  { ...app("prospectPremium", "/prospect-and-engage/premium", "prospectAndEngage"), screen: "prospectPremium" },
  { ...app("prospectConnect", "/prospect-and-engage/connect", "prospectAndEngage"), screen: "prospectConnect" },
  {
    ...app("prospectEngagementEvents", "/prospect-and-engage/engagement-events", "prospectAndEngage"),
    screen: "prospectEngagementEvents",
  },
  app("directApply", "/direct-apply", "directApply", "/direct-apply/applications"),
  { ...app("applications", "/direct-apply/applications", "directApply"), screen: "applicationsList" },
  { ...app("applicationDetail", "/direct-apply/applications/$id", "directApply"), screen: "applicationDetail" },
  { ...app("programs", "/direct-apply/programs", "directApply"), screen: "programsList" },
  // Also /direct-apply/programs/new: the editor of a new program.
  { ...app("programDetail", "/direct-apply/programs/$id", "directApply"), screen: "programEditor" },
  { ...app("eventSessions", "/event/sessions", "eventSessions"), screen: "sessionsList" },
  { ...app("eventSessionDetail", "/event/sessions/$id", "sessionDetail"), screen: "sessionDetail" },
  { ...app("partnerEvents", "/event/quad-events", "partnerEvents"), screen: "providerEvents" },
];
