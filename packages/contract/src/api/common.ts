import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../rules/constants.ts";
import { MESSAGES } from "../rules/messages.ts";

/** Error bodies (ARCHITECTURE.md "Errors"). */
export const ValidationErrorSchema = z.object({ errors: z.record(z.string(), z.string()) });
export const UnauthorizedErrorSchema = z.object({ error: z.string() });
export const ForbiddenErrorSchema = z.object({ error_message: z.string() });
export const NotFoundErrorSchema = z.object({ error: z.string() });
export const ServerErrorSchema = z.object({ error: z.string(), request_id: z.string().optional() });
export const MessageSchema = z.object({ message: z.string() });

export const IdParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const requiredText = (max = 255) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, `must be at most ${max} characters`);

export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === "" ? undefined : v));

/**
 * Any password a caller sends (sign-in, current password, confirmation): required, and bounded on every
 * route so that no request can make the server hash or verify a huge one.
 */
export const passwordField = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/** A password being chosen (registration, reset, change): also at least PASSWORD_MIN_LENGTH. */
export const newPasswordField = z
  .string({ error: MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);
