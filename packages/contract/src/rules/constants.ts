export const INSTITUTE_TYPES = ["University", "School", "ApplicationClient"] as const;
export type InstituteType = (typeof INSTITUTE_TYPES)[number];
/** The two institution kinds that can register themselves. */
export const REGISTRABLE_TYPES = ["School", "University"] as const;
export const ROLES = ["member", "admin", "admission_officer"] as const;
export type Role = (typeof ROLES)[number];
export const LOCALES = ["en-US", "zh-CN"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";
export const GENDERS = ["male", "female", "other"] as const;
export const SCHOOL_TYPES = ["public_partner", "private_partner", "international"] as const;
export const DEFAULT_PAGE_NO = 1;
export const TOAST_DURATION_MS = 3000;
export const BANNER_BREAKPOINT_PX = 1280;
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted anywhere (sign-in included), so no request can make argon2 hash a megabyte. */
export const PASSWORD_MAX_LENGTH = 128;
export const AUTH_HEADER = "authentication_token";
/** Session timing (server-enforced, app-informed). */
export const SESSION_IDLE_MINUTES = 60 * 24 * 7;
export const SESSION_ABSOLUTE_DAYS = 30;
export const RESET_TOKEN_MINUTES = 60;
export const CONFIRMATION_TOKEN_HOURS = 72;
export const UPLOAD_LIMIT_MB = { general: 5, brochure: 20, image: 20 } as const;
export const MAX_COLLEGE_IMAGES = 3;
export const DESCRIPTION_MAX = 250;
export const MAX_INVITATION_EMAILS = 20;
