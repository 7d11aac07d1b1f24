import { PASSWORD_MAX_LENGTH } from "./constants.ts";

/**
 * User-facing message texts the server sends and the app shows. The app translates
 * them through i18n keys of the same name where a key exists (see apps/web locales).
 */
export const MESSAGES = {
  required: "is required",
  invalidEmail: "must be a valid email",
  invalidPhone: "must be a valid phone number",
  invalidUrl: "URL must start with http or https",
  passwordsMustMatch: "Passwords must match",
  notInteger: "Not a valid integer",
  controlCharacters: "must not contain control characters",
  nestedTooDeep: "is nested too deeply",
  range: (min: number, max: number) => `Please enter value between ${min} and ${max}`,
  fileTooLarge: (mb: number) => `File size should be less than ${mb} MB`,
  fileType: (types: string) => `File must be one of: ${types}`,
  uploadBelow5: "Please upload a file below 5 MB in size",
  schoolAlreadyRegistered: "This school is already registered on Quad",
  universityAlreadyRegistered: "This university is already registered on Quad",
  emailTaken: "This email is already registered on Quad",
  invalidCredentials: "Invalid email or password",
  accountNotFound: "No account was found for this email",
  googleSignInFailed: "Google sign-in did not succeed. Please try again",
  googleSignInUnavailable: "Google sign-in is not available",
  zoomUnavailable: "Zoom is not connected to Quad yet",
  accountPendingApproval:
    "Your account is waiting for approval. We approve new institutions within 24 hours of email validation.",
  emailNotConfirmed: "Please validate your email address using the link we sent you",
  accountDeactivated: "Your account has been deactivated. Please contact your team admin",
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again",
  sessionExpired: "Session expired. Please sign in again",
  unauthorized: "You need to sign in to continue",
  forbidden: "You are not allowed to do this",
  adminOnly: "Only team admins can do this",
  roleNotInTeam: "is not a role in this team",
  regionsNotInTeam: "Connection download regions are for universities and application clients",
  recordNotFound: "Record not found.",
  forgotPasswordSent:
    "If an account exists for this email, we have sent a link to reset the password. It is valid for one hour.",
  passwordReset: "Your password has been reset. Please sign in with your new password.",
  resetTokenInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  confirmationTokenInvalid: "This validation link is invalid or has expired.",
  registrationReceived: "Thank you for registering. Please validate your email address using the link we sent you.",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  contactRequestReceived: "Thank you! Our team will get back to you shortly.",
  fillRequiredProfile: "Fill in all required profile fields before using the portal",
  fillRequiredToRegister: "Fill in required fields to register for an event",
  networkError: "Internet connection issue. Please check your connection and retry",
  unknownError: "The action could not be completed due to error. Please refresh and retry.",
} as const;
