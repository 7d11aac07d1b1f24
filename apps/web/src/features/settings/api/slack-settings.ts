import { MessageSchema } from "@quad/contract/api/common";
import {
  NotifySlackResponseSchema,
  type SlackSettingsInput,
  SlackSettingsResponseSchema,
} from "@quad/contract/api/messages";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshManagementTools } from "./management-tools";

/** The institution's Slack notifications: GET/PUT/DELETE institutes/slack_settings and POST misc/notify_slack. */
export const slackSettingsQueryKey = ["institutes", "slack_settings"] as const;

export function getSlackSettings(signal?: AbortSignal) {
  return apiRequest({ path: "institutes/slack_settings", schema: SlackSettingsResponseSchema, signal });
}

/** While a delivery is queued the section asks again every few seconds, so the test's outcome shows by itself. */
export function useSlackSettings() {
  return useQuery(
    queryOptions({
      queryKey: slackSettingsQueryKey,
      queryFn: ({ signal }) => getSlackSettings(signal),
      refetchInterval: (query) =>
        query.state.data?.slack.recent_deliveries.some((d) => d.status === "queued") ? 3000 : false,
    }),
  );
}

/** PUT institutes/slack_settings: a 422 (a refused address) is shown on the field by the caller. */
export function saveSlackSettings(input: SlackSettingsInput) {
  return apiRequest({
    method: "PUT",
    path: "institutes/slack_settings",
    json: input,
    schema: SlackSettingsResponseSchema,
    handledStatuses: [422],
  });
}

export function useSaveSlackSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["institutes", "slack_settings", "save"],
    mutationFn: saveSlackSettings,
    onSuccess: (res) => {
      client.setQueryData(slackSettingsQueryKey, res);
      void refreshManagementTools(client);
    },
  });
}

export function removeSlackSettings() {
  return apiRequest({ method: "DELETE", path: "institutes/slack_settings", schema: MessageSchema });
}

export function useRemoveSlackSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["institutes", "slack_settings", "remove"],
    mutationFn: removeSlackSettings,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: slackSettingsQueryKey });
      void refreshManagementTools(client);
    },
  });
}

/** POST misc/notify_slack without text: the test message. */
export function notifySlack(text?: string) {
  return apiRequest({
    method: "POST",
    path: "misc/notify_slack",
    json: text ? { text } : {},
    schema: NotifySlackResponseSchema,
  });
}

export function useNotifySlack() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["misc", "notify_slack"],
    mutationFn: notifySlack,
    onSuccess: () => client.invalidateQueries({ queryKey: slackSettingsQueryKey }),
  });
}
