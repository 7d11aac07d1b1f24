import {
  AvailabilitySettingsResponseSchema,
  type MessageSettingsInputSchema,
  type PrimaryContactSettingsInputSchema,
} from "@quad/contract/api/availability-settings";
import { AutoAcceptResponseSchema } from "@quad/contract/api/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { availabilityKeys } from "./get-availability";

/** POST primary_contact_settings */
export function setContacts(input: z.infer<typeof PrimaryContactSettingsInputSchema>) {
  return apiRequest({
    method: "POST",
    path: "primary_contact_settings",
    json: input,
    schema: AvailabilitySettingsResponseSchema,
    handledStatuses: [422],
  });
}

/** PUT message_settings — school instructions and confirmation message. */
export function setMessages(input: z.input<typeof MessageSettingsInputSchema>) {
  return apiRequest({
    method: "PUT",
    path: "message_settings",
    json: input,
    schema: AvailabilitySettingsResponseSchema,
    handledStatuses: [422],
  });
}

/** PUT event_publish_settings — publish visits to the school's counselling platform. */
export function setPublishing(publish_events: boolean) {
  return apiRequest({
    method: "PUT",
    path: "event_publish_settings",
    json: { publish_events },
    schema: AvailabilitySettingsResponseSchema,
  });
}

/** POST event_location — where visits take place by default. */
export function setEventLocation(location: string) {
  return apiRequest({
    method: "POST",
    path: "event_location",
    json: { location },
    schema: AvailabilitySettingsResponseSchema,
    handledStatuses: [422],
  });
}

/** PUT auto_event_accept?is_event_auto_accept= — accept visit requests at once, or confirm each by hand. */
export function setAutoAccept(value: boolean) {
  return apiRequest({
    method: "PUT",
    path: "auto_event_accept",
    query: { is_event_auto_accept: value },
    schema: AutoAcceptResponseSchema,
  });
}

/** A settings call whose answer replaces the cached settings (auto-accept refetches them). */
export function useSettingsMutation<TInput, TResult>(key: string, fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["availability", "settings", key],
    mutationFn: fn,
    onSuccess: (result) => {
      if (result && typeof result === "object" && "school" in result)
        client.setQueryData(availabilityKeys.settings, result);
      else return client.invalidateQueries({ queryKey: availabilityKeys.settings });
    },
  });
}
