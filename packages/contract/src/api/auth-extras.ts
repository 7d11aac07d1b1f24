import { z } from "zod";
import { tokenField } from "./common.ts";

/** Sign-in extras the sign-in screen uses (spec 1 §2, §7) beyond api/auth.ts. */

/**
 * GET /api/v1/partners/zoom/connect — the Zoom authorisation address. The sign-in screen requests it
 * after a successful sign-in when the address carries a `zoom` query parameter (spec 1 §2).
 */
export const ZoomConnectResponseSchema = z.object({ url: z.string().url() });
export type ZoomConnectResponse = z.infer<typeof ZoomConnectResponseSchema>;

/** POST /api/v1/partners/sessions/create_google_oauth — body; the answer is SessionResponseSchema. */
export const CreateGoogleSessionInputSchema = z.object({ code: tokenField() });
export type CreateGoogleSessionInput = z.infer<typeof CreateGoogleSessionInputSchema>;
