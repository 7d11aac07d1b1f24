import { ActionIcon, Loader, Menu } from "@mantine/core";
import type { ProgramStatus } from "@quad/contract/rules/program";
import {
  IconCopy,
  IconDots,
  IconEye,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type RowAction, rowActions } from "../model";
import type { ProgramTarget } from "./use-program-actions";

const ICONS: Record<RowAction, ReactNode> = {
  edit: <IconPencil size={16} aria-hidden="true" />,
  copy: <IconCopy size={16} aria-hidden="true" />,
  activate: <IconPlayerPlay size={16} aria-hidden="true" />,
  deactivate: <IconPlayerPause size={16} aria-hidden="true" />,
  delete: <IconTrash size={16} aria-hidden="true" />,
};

interface RowActionsProps {
  program: ProgramTarget & { status: ProgramStatus };
  canWrite: boolean;
  busy: boolean;
  onAction: (action: RowAction, program: ProgramTarget) => void;
}

/** A row's menu: edit (view for readers), copy, activate or deactivate, delete — what the status allows. */
export function ProgramRowActions({ program, canWrite, busy, onAction }: RowActionsProps) {
  const { t } = useTranslation("programs");
  const actions = rowActions(program.status, canWrite);
  return (
    // Clicks here never open the row.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row click from bubbling
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside carry the keyboard interaction
    <div onClick={(e) => e.stopPropagation()}>
      <Menu position="bottom-end" withinPortal shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("actions.moreFor", { name: program.name })}
            disabled={busy}
          >
            {busy ? <Loader size={16} /> : <IconDots size={18} aria-hidden="true" />}
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((a) => (
            <Menu.Item
              key={a}
              leftSection={a === "edit" && !canWrite ? <IconEye size={16} aria-hidden="true" /> : ICONS[a]}
              color={a === "delete" ? "red" : undefined}
              onClick={() => onAction(a, program)}
            >
              {a === "edit" && !canWrite ? t("actions.view") : t(`actions.${a}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
