import { ActionIcon, Button, Group, Menu } from "@mantine/core";
import { IconCopy, IconDeviceFloppy, IconDots, IconPlayerPause, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { editorActions, type RowAction, type SaveAction } from "../model";

const ICONS: Record<SaveAction, ReactNode> = {
  save: <IconDeviceFloppy size={16} aria-hidden="true" />,
  save_draft: <IconDeviceFloppy size={16} aria-hidden="true" />,
  activate: <IconPlayerPlay size={16} aria-hidden="true" />,
  deactivate: <IconPlayerPause size={16} aria-hidden="true" />,
};

interface EditorActionsProps {
  /** The program's allowed actions; null for a new program. */
  allowed: readonly string[] | null;
  pending: SaveAction | null;
  busy: boolean;
  onSave: (action: SaveAction) => void;
  onAction: (action: RowAction) => void;
}

/** Save (as a draft), activate or deactivate, and a menu with copy and delete: what the status allows. */
export function EditorActions({ allowed, pending, busy, onSave, onAction }: EditorActionsProps) {
  const { t } = useTranslation("programs");
  const { buttons, menu } = editorActions(allowed);
  return (
    <Group gap="sm" wrap="wrap">
      {buttons.map((b) => (
        <Button
          key={b}
          // The status change beside a plain save: activate leads; deactivate and a save beside it are secondary.
          variant={b === "activate" || (b !== "deactivate" && !buttons.includes("activate")) ? "filled" : "default"}
          leftSection={ICONS[b]}
          loading={pending === b}
          disabled={busy && pending !== b}
          onClick={() => onSave(b)}
        >
          {t(`editor.buttons.${b}`)}
        </Button>
      ))}
      {menu.length ? (
        <Menu position="bottom-end" withinPortal shadow="md" width={200}>
          <Menu.Target>
            <ActionIcon variant="default" size="input-sm" aria-label={t("editor.more")} disabled={busy}>
              <IconDots size={18} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.map((a) => (
              <Menu.Item
                key={a}
                color={a === "delete" ? "red" : undefined}
                leftSection={
                  a === "copy" ? <IconCopy size={16} aria-hidden="true" /> : <IconTrash size={16} aria-hidden="true" />
                }
                onClick={() => onAction(a)}
              >
                {t(`actions.${a}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
