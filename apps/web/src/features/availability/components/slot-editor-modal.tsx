import { Modal, Tabs, Text } from "@mantine/core";
import { IconCalendarEvent, IconCalendarRepeat } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SingleSlotValues } from "../slot-form";
import { BulkSlotForm } from "./bulk-slot-form";
import { SingleSlotForm } from "./single-slot-form";

export type EditorMode = "single" | "bulk";

interface Props {
  opened: boolean;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
  schoolId: number;
  zoneLabel: string;
  initial: Partial<SingleSlotValues>;
  onClose: () => void;
  onSaved: (date: string) => void;
}

/** Add availability: one slot, or a weekday table over a date range. */
export function SlotEditorModal({ opened, mode, onModeChange, schoolId, zoneLabel, initial, onClose, onSaved }: Props) {
  const { t } = useTranslation("availability");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{t("editor.title")}</Text>}
      size={mode === "bulk" ? "min(960px, 96vw)" : "lg"}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      centered
    >
      <Tabs value={mode} onChange={(v) => onModeChange((v as EditorMode) ?? "single")} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="single" leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}>
            {t("editor.single")}
          </Tabs.Tab>
          <Tabs.Tab value="bulk" leftSection={<IconCalendarRepeat size={16} aria-hidden="true" />}>
            {t("editor.bulk")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="single">
          <SingleSlotForm
            key={JSON.stringify(initial)}
            schoolId={schoolId}
            zoneLabel={zoneLabel}
            initial={initial}
            onSaved={onSaved}
            onCancel={onClose}
          />
        </Tabs.Panel>
        <Tabs.Panel value="bulk">
          <BulkSlotForm
            schoolId={schoolId}
            zoneLabel={zoneLabel}
            initialStart={initial.date ?? null}
            onSaved={onSaved}
            onCancel={onClose}
          />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
