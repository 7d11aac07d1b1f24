import { MyApplicationsResponseSchema } from "@quad/contract/api/application-guest";
import { useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { useViewerKey } from "../../catalogue/api/keys";
import { guestApplicationKeys } from "./keys";

/** GET my-applications — the signed-in student's applications with status, result, documents and history. */
export function listMyApplications(signal?: AbortSignal) {
  return guestRequest({ path: "my-applications", schema: MyApplicationsResponseSchema, signal });
}

export function useMyApplications(enabled: boolean) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: guestApplicationKeys.mine(viewer),
    queryFn: ({ signal }) => listMyApplications(signal),
    enabled,
    // A decision may come at any time: looked at again when the student comes back to the tab.
    refetchOnWindowFocus: true,
  });
}
