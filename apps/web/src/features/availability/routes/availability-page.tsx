import { Button, Stack, Tabs } from "@mantine/core";
import "@mantine/dates/styles.css";
import { DatesProvider } from "@mantine/dates";
import { useDisclosure } from "@mantine/hooks";
import type { Slot } from "@quad/contract/api/availability";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { IconCalendarPlus, IconCalendarWeek, IconList, IconMailForward, IconSettings } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { type ComponentType, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { showSuccessToast } from "../../../lib/api-client";
import { DAYJS_LOCALE, dayjs } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { useAvailabilitySettings } from "../api/get-settings";
import type { CalendarHandle } from "../components/availability-calendar";
import { CalendarPanel } from "../components/calendar-panel";
import { SettingsPanel } from "../components/settings-panel";
import { ShareLinkCard } from "../components/share-link-card";
import { SlotDialog, type SlotTarget } from "../components/slot-dialog";
import { type EditorMode, SlotEditorModal } from "../components/slot-editor-modal";
import { SlotList } from "../components/slot-list";
import type { CalendarItem } from "../model";
import { type AvailabilitySearch, parseAvailabilitySearch, searchParams } from "../search";
import { type DateSpan, editorDates, type SingleSlotValues } from "../slot-form";

/**
 * The dialog that invites college reps (spec 2 §2 Invite). It belongs to the invitations feature, so the app
 * shell hands it in (app/screens/availability-screen.tsx): features never import each other.
 */
export type InviteRepsDialog = ComponentType<{ opened: boolean; onClose: () => void }>;

function AvailabilityScreen({ InviteReps }: { InviteReps: InviteRepsDialog }) {
  const { t, i18n } = useTranslation("availability");
  const session = useSessionStore((s) => s.data);
  const schoolId = session?.partner_id ?? 0;
  const isAdmin = session?.is_admin === true;
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseAvailabilitySearch(raw), [raw]);
  const settings = useAvailabilitySettings();
  const zone = settings.data?.school.timezone ?? undefined;
  const zoneLabel = zone ? timezoneLabel(zone) : "";
  const calendarApi = useRef<CalendarHandle | null>(null);
  const [editor, setEditor] = useState<{
    opened: boolean;
    mode: EditorMode;
    initial: Partial<SingleSlotValues>;
    range: { start_date: string; end_date: string };
  }>({ opened: false, mode: "single", initial: {}, range: { start_date: "", end_date: "" } });
  /** The dates the calendar shows (its week, day or month), for what Add availability starts with. */
  const [shown, setShown] = useState<DateSpan | null>(null);
  const today = (zone ? dayjs().tz(zone) : dayjs()).format("YYYY-MM-DD");
  const [slotTarget, setSlotTarget] = useState<SlotTarget | null>(null);
  const [inviteOpened, invite] = useDisclosure(false);

  const setSearch = (patch: Partial<AvailabilitySearch>) =>
    void navigate({ to: "/availability", search: searchParams({ ...search, ...patch }), replace: true });

  /** Opens Add availability on the dates on screen from today on, or on the time picked in the calendar. */
  const openEditor = (pick: Partial<SingleSlotValues> = {}, mode: EditorMode = "single") => {
    const dates = editorDates(shown, today, pick.date ?? undefined);
    setEditor({
      opened: true,
      mode,
      initial: { ...pick, date: dates.date },
      range: { start_date: dates.start_date, end_date: dates.end_date },
    });
  };

  const onItemClick = (item: CalendarItem) => {
    if (item.kind === "visit") {
      void navigate({ to: "/events/$id", params: { id: String(item.visit.id) } });
      return;
    }
    const { slot } = item;
    const plain: Slot = {
      slot_id: slot.slot_id,
      availability_id: slot.availability_id,
      day: slot.day,
      time_from: slot.time_from,
      time_to: slot.time_to,
      start_date: slot.start_date,
      end_date: slot.end_date,
      capacity: slot.capacity,
    };
    setSlotTarget({ slot: plain, date: item.date, booked: slot.booked, conflict: slot.calendar_conflict === true });
  };

  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[i18n.language as "en-US"] ?? "en", firstDayOfWeek: 1 }}>
      <Stack gap={0}>
        <PageHeader
          title={t("title")}
          description={t("description")}
          actions={
            <>
              {isAdmin ? (
                <Button
                  variant="light"
                  leftSection={<IconMailForward size={16} aria-hidden="true" />}
                  onClick={invite.open}
                >
                  {t("actions.inviteReps")}
                </Button>
              ) : null}
              <Button leftSection={<IconCalendarPlus size={16} aria-hidden="true" />} onClick={() => openEditor()}>
                {t("actions.add")}
              </Button>
            </>
          }
        />

        <ShareLinkCard schoolId={schoolId} />

        <Tabs
          value={search.tab}
          onChange={(tab) => setSearch({ tab: (tab ?? "calendar") as AvailabilitySearch["tab"] })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="calendar" leftSection={<IconCalendarWeek size={16} aria-hidden="true" />}>
              {t("tabs.calendar")}
            </Tabs.Tab>
            <Tabs.Tab value="slots" leftSection={<IconList size={16} aria-hidden="true" />}>
              {t("tabs.slots")}
            </Tabs.Tab>
            <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden="true" />}>
              {t("tabs.settings")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="calendar">
            <CalendarPanel
              schoolId={schoolId}
              apiRef={calendarApi}
              view={search.view}
              anchor={search.date}
              onViewChange={(view) => setSearch({ view })}
              onAnchorChange={(date) => {
                if (date !== search.date) setSearch({ date });
              }}
              onShownChange={setShown}
              onItemClick={onItemClick}
              onPickTime={(pick) => openEditor(pick)}
              onAdd={() => openEditor()}
            />
          </Tabs.Panel>
          <Tabs.Panel value="slots">
            <SlotList
              zone={zone}
              zoneLabel={zoneLabel}
              onEdit={(slot) => setSlotTarget({ slot })}
              onAdd={() => openEditor()}
            />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <SettingsPanel isAdmin={isAdmin} />
          </Tabs.Panel>
        </Tabs>

        <SlotEditorModal
          opened={editor.opened}
          mode={editor.mode}
          onModeChange={(mode) => setEditor((e) => ({ ...e, mode }))}
          schoolId={schoolId}
          zoneLabel={zoneLabel}
          initial={editor.initial}
          range={editor.range}
          today={today}
          onClose={() => setEditor((e) => ({ ...e, opened: false }))}
          onSaved={(date) => {
            setEditor((e) => ({ ...e, opened: false }));
            showSuccessToast(t("editor.saved"));
            if (search.tab === "calendar") calendarApi.current?.gotoDate(date);
            else setSearch({ date });
          }}
        />
        <SlotDialog target={slotTarget} zoneLabel={zoneLabel} onClose={() => setSlotTarget(null)} />
        {isAdmin ? <InviteReps opened={inviteOpened} onClose={invite.close} /> : null}
      </Stack>
    </DatesProvider>
  );
}

/** /availability — spec 2 §2 Availability (School): calendar, slots, settings, share link, invite. */
export default function AvailabilityPage({ InviteReps }: { InviteReps: InviteRepsDialog }) {
  const ready = useNamespace("availability");
  return ready ? <AvailabilityScreen InviteReps={InviteReps} /> : <RouteLoader />;
}
