import { Alert, Button, Group, Modal, Stack, Tabs, Text } from "@mantine/core";
import { IconAlertTriangle, IconCalendarEvent, IconCalendarRepeat } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PickerEscapeScope, usePickerEscape } from "../../../components/ui/picker-escape";
import { useNarrowPhone } from "../../../lib/screen";
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
  /** The single slot's start values (its date from the calendar on screen, or a picked time). */
  initial: Partial<SingleSlotValues>;
  /** The weekly pattern's start dates (the week on screen from today on). */
  range: { start_date: string; end_date: string };
  /** Today in the school's zone. */
  today: string;
  onClose: () => void;
  onSaved: (date: string) => void;
}

/**
 * Add availability: one slot, or a weekday table over a date range. Both forms stay mounted while the dialog is
 * open, so switching tabs keeps what was typed. Escape closes an open date or time picker first; closing the
 * dialog with changes asks before discarding them (ADR 029).
 */
export function SlotEditorModal({
  opened,
  mode,
  onModeChange,
  schoolId,
  zoneLabel,
  initial,
  range,
  today,
  onClose,
  onSaved,
}: Props) {
  const { t } = useTranslation("availability");
  const { pickerOpen, report } = usePickerEscape();
  const [dirty, setDirty] = useState({ single: false, bulk: false });
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  // On a phone the editor takes the whole screen: the weekly table's cards need its height.
  const phone = useNarrowPhone();

  useEffect(() => {
    if (!opened) {
      setDirty({ single: false, bulk: false });
      setConfirming(false);
    }
  }, [opened]);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  const singleDirty = useCallback((d: boolean) => setDirty((p) => (p.single === d ? p : { ...p, single: d })), []);
  const bulkDirty = useCallback((d: boolean) => setDirty((p) => (p.bulk === d ? p : { ...p, bulk: d })), []);

  /** Close, Cancel, Escape or a click outside: straight away when nothing was entered, else ask first. */
  const requestClose = () => {
    if (confirming) setConfirming(false);
    else if (dirty.single || dirty.bulk) setConfirming(true);
    else onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      closeOnEscape={!pickerOpen}
      title={<Text fw={700}>{t("editor.title")}</Text>}
      size={mode === "bulk" ? "min(960px, 96vw)" : "lg"}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      centered
      fullScreen={phone}
    >
      <PickerEscapeScope report={report}>
        <Stack gap="md">
          {confirming ? (
            <Alert
              color="orange"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              title={t("editor.discardTitle")}
            >
              <Stack gap="sm">
                <Text size="sm">{t("editor.discardBody")}</Text>
                <Group justify="flex-end" gap="xs">
                  <Button ref={keepRef} variant="default" size="xs" onClick={() => setConfirming(false)}>
                    {t("editor.keepEditing")}
                  </Button>
                  <Button color="red" size="xs" onClick={onClose}>
                    {t("editor.discard")}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
          <Tabs value={mode} onChange={(v) => onModeChange((v as EditorMode) ?? "single")}>
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
                today={today}
                onSaved={onSaved}
                onCancel={requestClose}
                onDirtyChange={singleDirty}
              />
            </Tabs.Panel>
            <Tabs.Panel value="bulk">
              <BulkSlotForm
                key={`${range.start_date}-${range.end_date}`}
                schoolId={schoolId}
                zoneLabel={zoneLabel}
                initialStart={range.start_date}
                initialEnd={range.end_date}
                today={today}
                onSaved={onSaved}
                onCancel={requestClose}
                onDirtyChange={bulkDirty}
              />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </PickerEscapeScope>
    </Modal>
  );
}
