export * from "../modules/auth/auth.table.ts";
export * from "../modules/mail/mail.table.ts";
export * from "../modules/notifications/notifications.table.ts";
export * from "../modules/onboarding/onboarding.table.ts";
export * from "../modules/partners/partners.table.ts";
export * from "../modules/reference/reference.table.ts";
export * from "../modules/team/team.table.ts";
export * from "../modules/users/users.table.ts";
