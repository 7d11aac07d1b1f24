/**
 * The shapes of the route table (spec 1 §2, §6): route groups, access areas, layouts and screens.
 * The table itself is route-table.ts, who may reach which area is partner-areas.ts.
 */

/** Route groups of spec 1 §2 "Route groups and redirects". */
export type RouteGroup = "sso" | "public" | "webinars" | "authenticated" | "auth";

/** Access keys: one per line of the allowed-routes table (spec 1 §6). */
export type Area =
  | "dashboard"
  | "events"
  | "eventsList"
  | "availability"
  | "team"
  | "configuration"
  | "settings"
  | "calendarSync"
  | "schoolDetails"
  | "universityDetails"
  | "schools"
  | "connections"
  | "notifications"
  | "onboarding"
  | "higherEdInsights"
  | "prospectAndEngage"
  | "directApply"
  | "eventSessions"
  | "sessionDetail"
  | "partnerEvents"
  | "payments"
  | "webinars";

/** Which page layout wraps the screen. */
export type LayoutKind = "auth" | "shell" | "document" | "webinars" | "bare" | "front";

/** Screens with their own component; every other route shows its area's empty state. */
export type ScreenKey =
  | "landing"
  | "signIn"
  | "sso"
  | "forgotPassword"
  | "resetPassword"
  | "registerSchool"
  | "registerUniversity"
  | "searchSchool"
  | "searchUniversity"
  | "emailValidated"
  | "privacyPolicy"
  | "cookiesPolicy"
  | "settings"
  | "calendarSync"
  | "universityDetails"
  | "schoolDetails"
  | "onboarding"
  | "team"
  | "notifications"
  | "visitsList"
  | "eventsList"
  | "configuration"
  | "visitDetail"
  | "cancelEvent"
  | "availability"
  | "schoolsList"
  | "schoolDetail"
  | "scheduleAppointment"
  | "zoom"
  | "checkIn"
  | "prospectPremium"
  | "sessionsList"
  | "sessionDetail"
  | "providerEvents"
  | "webinarHome"
  | "webinarCategory"
  | "webinarSearch"
  | "webinarSession"
  | "webinarInstitution"
  | "webinarMySessions"
  | "webinarFaq"
  | "webinarAbout"
  | "webinarSignIn"
  | "webinarForgotPassword"
  | "webinarResetPassword"
  | "webinarSearchSchool"
  | "webinarRegister"
  | "connectionsList"
  | "programsList"
  | "programEditor"
  | "dashboard"
  | "applicationsList"
  | "applicationDetail"
  | "webinarProfile"
  | "insights"
  | "prospectDiscover"
  | "prospectConnect"
  | "prospectInsights"
  | "prospectEngagementEvents"
  // Payments: the staff's or the payer's (app/screens/payments-screen.tsx), and the payer's pages (issue 27 §2).
  | "payments"
  | "paymentDetail"
  | "mobilePaymentRedirect"
  | "tuitionFee"
  | "areaEmptyState";

export interface RouteEntry {
  /** Stable id; also the i18n key stem under `routes.<id>`. */
  id: string;
  /** Path in router syntax (`$param` for a dynamic segment). */
  path: string;
  group: RouteGroup;
  layout: LayoutKind;
  screen: ScreenKey;
  /** Authenticated and restricted routes: the access key checked against the partner type. */
  area?: Area;
  /** Public, auth and SSO routes: "home" sends a signed-in visitor to their home page. */
  signedIn?: "home" | "allow";
  /** Webinar routes that need a signed-in visitor allowed into the webinar area. */
  restricted?: boolean;
  /** Entry routes that only forward to another path (query string kept). */
  forwardTo?: string;
  /**
   * Public routes whose screen acts for a signed-in user only (a mailed link): a signed-out visitor is
   * sent to sign in and brought back.
   */
  signedOut?: "signIn";
  /**
   * Webinar routes that every signed-in partner may open, whatever its type: the guest sign-up, which tells
   * a School user to use the school account and a college rep to sign out first (spec 3 §2).
   */
  openToPartners?: boolean;
}
