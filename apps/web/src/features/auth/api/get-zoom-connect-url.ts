import { apiRequest } from "../../../lib/api-client";

/** GET zoom/connect — the Zoom authorisation address, requested after sign-in when `?zoom` is present. */
export async function getZoomConnectUrl() {
  const res = await apiRequest({
    path: "zoom/connect",
    schema: async () => (await import("@quad/contract/api/auth-extras")).ZoomConnectResponseSchema,
  });
  return res.url;
}
