import { Badge, type BadgeProps } from "@mantine/core";
import type { ProgramStatus } from "@quad/contract/rules/program";
import { useTranslation } from "react-i18next";
import { STATUS_COLORS } from "../model";

/** A program's status in the reader's language, one colour per status. */
export function ProgramStatusBadge({ status, ...props }: { status: ProgramStatus } & BadgeProps) {
  const { t } = useTranslation("programs");
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" data-status={status} {...props}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
