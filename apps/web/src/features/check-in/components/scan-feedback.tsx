import { Alert, Button, CloseButton, Group, Text } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconQrcodeOff,
  IconUserQuestion,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { checkInTime, type ScanFeedback } from "../model";

interface Props {
  feedback: ScanFeedback;
  zone: string;
  onRegisterWalkIn: () => void;
  onClose: () => void;
}

/** The outcome of the last check-in attempt, above the scanner (announced to screen readers). */
export function ScanFeedbackAlert({ feedback, zone, onRegisterWalkIn, onClose }: Props) {
  const { t } = useTranslation("checkIn");
  let color = "red";
  let icon: ReactNode = <IconQrcodeOff size={20} aria-hidden="true" />;
  let title = "";
  let body = "";
  let action: ReactNode = null;
  switch (feedback.kind) {
    case "checkedIn":
      color = "teal";
      icon = <IconCircleCheck size={20} aria-hidden="true" />;
      title = t("feedback.checkedInTitle");
      body = t("feedback.checkedIn", { name: feedback.name });
      break;
    case "alreadyCheckedIn":
      color = "yellow";
      icon = <IconInfoCircle size={20} aria-hidden="true" />;
      title = t("feedback.alreadyTitle");
      body = feedback.at
        ? t("feedback.already", { name: feedback.name, time: checkInTime(feedback.at, zone) })
        : t("feedback.alreadyNoTime", { name: feedback.name });
      break;
    case "notRegistered":
      color = "orange";
      icon = <IconUserQuestion size={20} aria-hidden="true" />;
      title = t("feedback.notRegisteredTitle");
      body = t("feedback.notRegistered");
      action = (
        <Button size="xs" variant="white" color="orange" onClick={onRegisterWalkIn}>
          {t("feedback.registerWalkIn")}
        </Button>
      );
      break;
    case "invalid":
      title = t("feedback.invalidTitle");
      body = t("feedback.invalid");
      break;
    case "unreadable":
      title = t("feedback.unreadableTitle");
      body = t("feedback.unreadable");
      break;
    case "otherEvent":
      color = "orange";
      icon = <IconAlertTriangle size={20} aria-hidden="true" />;
      title = t("feedback.otherEventTitle");
      body = t("feedback.otherEvent");
      break;
    case "closed":
      icon = <IconAlertTriangle size={20} aria-hidden="true" />;
      title = t("feedback.closedTitle");
      body = t("feedback.closed");
      break;
  }
  return (
    <Alert
      color={color}
      variant="light"
      radius="md"
      icon={icon}
      title={title}
      role={color === "teal" ? "status" : "alert"}
      data-testid="scan-feedback"
    >
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: "1 1 220px" }}>
          {body}
        </Text>
        <Group gap="xs">
          {action}
          <CloseButton size="sm" aria-label={t("feedback.dismiss")} onClick={onClose} />
        </Group>
      </Group>
    </Alert>
  );
}
