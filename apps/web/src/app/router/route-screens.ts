import type { ComponentType } from "react";
import type { LayoutKind, ScreenKey } from "./route-table";

/** Lazy loaders of every screen and layout: nothing below is in the entry chunk. */

type Loader = () => Promise<{ default: ComponentType }>;

export const SCREEN_LOADERS: Record<ScreenKey, Loader> = {
  signIn: () => import("../../features/auth/routes/sign-in-page"),
  forgotPassword: () => import("../../features/auth/routes/forgot-password-page"),
  resetPassword: () => import("../../features/auth/routes/reset-password-page"),
  registerSchool: () => import("../../features/registration/routes/register-school-page"),
  registerUniversity: () => import("../../features/registration/routes/register-university-page"),
  searchSchool: () => import("../../features/registration/routes/search-school-page"),
  searchUniversity: () => import("../../features/registration/routes/search-university-page"),
  emailValidated: () => import("../../features/registration/routes/email-validated-page"),
  privacyPolicy: () => import("../../features/legal/routes/privacy-policy-page"),
  cookiesPolicy: () => import("../../features/legal/routes/cookies-policy-page"),
  settings: () => import("../../features/settings/routes/settings-page"),
  universityDetails: () => import("../../features/institution/routes/university-details-page"),
  schoolDetails: () => import("../../features/institution/routes/school-details-page"),
  onboarding: () => import("../../features/onboarding/routes/onboarding-page"),
  team: () => import("../../features/team/routes/team-page"),
  configuration: () => import("../../features/configuration/routes/configuration-page"),
  notifications: () => import("../../features/notifications/routes/notifications-page"),
  visitsList: () => import("../../features/visits/routes/visits-page"),
  visitDetail: () => import("../../features/visits/routes/visit-detail-page"),
  cancelEvent: () => import("../../features/visits/routes/cancel-event-page"),
  availability: () => import("../../features/availability/routes/availability-page"),
  schoolsList: () => import("../../features/schools/routes/schools-page"),
  schoolDetail: () => import("../../features/schools/routes/school-detail-page"),
  scheduleAppointment: () => import("../../features/schools/routes/schedule-appointment-page"),
  checkIn: () => import("../../features/check-in/routes/check-in-page"),
  sessionsList: () => import("../../features/sessions/routes/sessions-page"),
  sessionDetail: () => import("../../features/sessions/routes/session-detail-page"),
  providerEvents: () => import("../../features/sessions/routes/provider-events-page"),
  webinarHome: () => import("../../features/webinars/catalogue/routes/home-page"),
  webinarCategory: () => import("../../features/webinars/catalogue/routes/category-page"),
  webinarSearch: () => import("../../features/webinars/catalogue/routes/search-page"),
  webinarSession: () => import("../../features/webinars/catalogue/routes/session-page"),
  webinarInstitution: () => import("../../features/webinars/catalogue/routes/institution-page"),
  webinarMySessions: () => import("../../features/webinars/catalogue/routes/my-sessions-page"),
  webinarFaq: () => import("../../features/webinars/catalogue/routes/faq-page"),
  webinarAbout: () => import("../../features/webinars/catalogue/routes/about-page"),
  webinarSignIn: () => import("../../features/webinars/accounts/routes/sign-in-page"),
  webinarForgotPassword: () => import("../../features/webinars/accounts/routes/forgot-password-page"),
  webinarResetPassword: () => import("../../features/webinars/accounts/routes/reset-password-page"),
  webinarSearchSchool: () => import("../../features/webinars/accounts/routes/search-school-page"),
  webinarRegister: () => import("../../features/webinars/accounts/routes/register-page"),
  webinarProfile: () => import("../../features/webinars/accounts/routes/profile-page"),
  connectionsList: () => import("../../features/connections/routes/connections-page"),
  dashboard: () => import("../../features/dashboard/routes/dashboard-page"),
  applicationsList: () => import("../../features/applications/routes/applications-page"),
  applicationDetail: () => import("../../features/applications/routes/application-detail-page"),
  areaEmptyState: () => import("../../features/areas/routes/area-page"),
};

export const LAYOUT_LOADERS: Record<LayoutKind, Loader> = {
  auth: () => import("../layouts/auth-layout"),
  shell: () => import("../layouts/shell-layout"),
  document: () => import("../layouts/document-layout"),
  webinars: () => import("../layouts/webinars-layout"),
  bare: () => import("../layouts/bare-layout"),
};
