import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { failureText } from "../model/refusals";
import { refusalText } from "./refusal-text";

/**
 * A refused change (409: the application's state does not allow it; 422: something is missing) next to the action,
 * in the interface language when the app knows the text. Other failures were already toasted by the API client.
 */
export function RefusalAlert({ error, onClose }: { error: unknown; onClose?: () => void }) {
  const { t } = useTranslation("applications");
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 422)) return null;
  const text = failureText(error.body);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      title={error.status === 409 ? t("refusals.conflictTitle") : t("refusals.invalidTitle")}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel={t("common.close")}
      role="alert"
    >
      {text ? refusalText(t, text) : t("refusals.unknown")}
    </Alert>
  );
}
