import { ZoomConnectResponseSchema } from "@quad/contract/api/auth-extras";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { ZodApp } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { authOf } from "../../plugins/auth.ts";
import { signZoomState } from "./zoom.state.ts";

const STATE_TTL_SECONDS = 15 * 60;

/** GET zoom/connect: where to send the browser to authorise Zoom for the signed-in user (spec 1 §2, §7). */
export async function zoomRoutes(app: ZodApp) {
  const { config, now } = app.ctx;
  app.get(
    "/zoom/connect",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "The Zoom authorisation address",
        errors: [404],
        tags: ["zoom"],
        response: { 200: ZoomConnectResponseSchema },
      },
    },
    async (request) => {
      if (!config.ZOOM_CLIENT_ID) throw new NotFoundError(MESSAGES.zoomUnavailable);
      const expires = Math.floor(now().getTime() / 1000) + STATE_TTL_SECONDS;
      const params = new URLSearchParams({
        response_type: "code",
        client_id: config.ZOOM_CLIENT_ID,
        redirect_uri: `${config.appUrl}/zoom`,
        state: signZoomState(config.fileUrlSecret, authOf(request).user.id, expires),
      });
      return { url: `${config.ZOOM_AUTHORIZE_URL}?${params.toString()}` };
    },
  );
}
