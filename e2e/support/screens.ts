import type { Page } from "@playwright/test";
import { ACCOUNTS } from "./helpers.ts";
import { settle, signInAt } from "./ui.ts";

/** One screen of the app: how to reach it and the level-1 heading that says it has rendered. */
export interface Screen {
  name: string;
  path: string;
  heading: string | RegExp;
  /** Signs in first (the screen is the partner type's home in the shell). */
  signIn?: { email: string };
}

export const PUBLIC_SCREENS: Screen[] = [
  { name: "sign-in", path: "/sign-in", heading: "Sign in to Quad" },
  { name: "forgot-password", path: "/forgot-password", heading: "Reset your password" },
  {
    name: "reset-password",
    path: "/reset-password?reset_password_token=e2e-token-from-a-mail",
    heading: "Choose a new password",
  },
  { name: "reset-password-no-token", path: "/reset-password", heading: "Choose a new password" },
  { name: "search-school", path: "/search-school", heading: "Find your school" },
  { name: "search-university", path: "/search-university", heading: "Find your university" },
  { name: "register-school", path: "/register-school", heading: "Register your school" },
  { name: "register-university", path: "/register-university", heading: "Register your university" },
  {
    name: "email-validated-bad-token",
    path: "/email-validated?confirmation_token=e2e-not-a-real-token",
    heading: "We couldn't validate your email",
  },
  { name: "privacy-policy", path: "/privacy-policy", heading: /privacy/i },
  { name: "cookies-policy", path: "/cookies-policy", heading: /cookie/i },
  { name: "payments", path: "/payments", heading: "Payments" },
  { name: "tuition-fee", path: "/tuition-fee", heading: "Tuition fees" },
  { name: "zoom", path: "/zoom", heading: "Sign in to connect Zoom" },
  { name: "sso", path: "/sso", heading: "Single sign-on" },
  { name: "webinars", path: "/webinars", heading: "Webinars" },
  { name: "webinar-sign-in", path: "/webinars/sign-in", heading: "Sign in to Quad Webinars" },
  { name: "webinar-search-school", path: "/webinars/search-school?search_text=high", heading: "Find your school" },
  {
    name: "webinar-register",
    path: "/webinars/register?school_partner_id=149&institute_name=Alton+High+School",
    heading: "Create your webinar account",
  },
  { name: "webinar-forgot-password", path: "/webinars/forgot-password", heading: "Reset your webinar password" },
  {
    name: "webinar-reset-password",
    path: "/webinars/reset-password?reset_password_token=e2e-token-from-a-mail",
    heading: "Choose a new password",
  },
];

export const HOME_SCREENS: Screen[] = [
  { name: "home-school", path: "/events", heading: "Visits", signIn: { email: ACCOUNTS.school } },
  { name: "home-university", path: "/dashboard", heading: "Dashboard", signIn: { email: ACCOUNTS.university } },
  {
    name: "home-application-client",
    path: "/direct-apply/applications",
    heading: "Applications",
    signIn: { email: ACCOUNTS.client },
  },
];

/** Opens a screen and waits until its heading is shown and nothing on it is loading any more. */
export async function open(page: Page, screen: Screen): Promise<void> {
  if (screen.signIn && typeof screen.heading === "string") {
    await signInAt(page, screen.signIn.email, screen.path, screen.heading);
  } else {
    await page.goto(screen.path);
  }
  await page.getByRole("heading", { level: 1, name: screen.heading }).first().waitFor();
  await settle(page);
}
