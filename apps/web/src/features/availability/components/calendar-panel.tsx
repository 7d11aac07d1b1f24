import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCalendarPlus, IconChevronLeft, IconChevronRight, IconClock, IconWorld } from "@tabler/icons-react";
import { type RefObject, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../../components/ui/segmented";
import { dayjs } from "../../../lib/dates";
import { usePhone } from "../../../lib/screen";
import { type DateRange, useAvailability } from "../api/get-availability";
import { type CalendarItem, calendarItems, zoneLabels } from "../model";
import type { DateSpan } from "../slot-form";
import { AvailabilityCalendar, type CalendarHandle, type CalendarView } from "./availability-calendar";
import styles from "./availability-calendar.module.css";

/** CSS module class names (always defined in the stylesheet). */
const css = (name: string): string => (styles as Record<string, string | undefined>)[name] ?? "";

export type ViewChoice = "week" | "month";

interface Props {
  schoolId: number;
  apiRef: RefObject<CalendarHandle | null>;
  view: ViewChoice;
  anchor: string;
  onViewChange: (view: ViewChoice) => void;
  onAnchorChange: (anchor: string) => void;
  /** The dates the view covers (a week, a day or a month, without the month view's neighbouring days). */
  onShownChange: (shown: DateSpan) => void;
  onItemClick: (item: CalendarItem) => void;
  onPickTime: (pick: { date: string; time_from?: string; time_to?: string }) => void;
  onAdd: () => void;
}

/** The wall-clock time in the school's zone (YYYY-MM-DDTHH:mm:ss), moving on every minute. */
function useWallClockNow(zone: string | undefined): string {
  const read = useCallback(() => (zone ? dayjs().tz(zone) : dayjs()).format("YYYY-MM-DDTHH:mm:00"), [zone]);
  const [now, setNow] = useState(read);
  useEffect(() => {
    setNow(read());
    const timer = window.setInterval(() => setNow(read()), 30_000);
    return () => window.clearInterval(timer);
  }, [read]);
  return now;
}

function LegendItem({ className, label }: { className: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span className={`${css("legendSwatch")} ${className}`} aria-hidden="true" />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/** The calendar card: own toolbar (moves, title, zone, view), legend, FullCalendar, loading and empty hints. */
export function CalendarPanel({
  schoolId,
  apiRef,
  view,
  anchor,
  onViewChange,
  onAnchorChange,
  onShownChange,
  onItemClick,
  onPickTime,
  onAdd,
}: Props) {
  const { t } = useTranslation("availability");
  const phone = usePhone();
  const [range, setRange] = useState<DateRange | null>(null);
  const [title, setTitle] = useState("");
  const availability = useAvailability(schoolId, range);
  const zone = availability.data?.timezone;
  const now = useWallClockNow(zone);
  const items = useMemo(
    () => (availability.data ? calendarItems(availability.data.data, availability.data.visits, now) : []),
    [availability.data, now],
  );
  const fcView: CalendarView = view === "month" ? "dayGridMonth" : phone ? "timeGridDay" : "timeGridWeek";
  const labels = zone && range ? zoneLabels(zone, range.start_date, range.end_date) : [];
  const empty = availability.isSuccess && !availability.isPlaceholderData && items.length === 0;

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={t("calendar.previous")}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t("calendar.previous")}
                onClick={() => apiRef.current?.prev()}
              >
                <IconChevronLeft size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Button variant="default" onClick={() => apiRef.current?.today()}>
              {t("calendar.today")}
            </Button>
            <Tooltip label={t("calendar.next")}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t("calendar.next")}
                onClick={() => apiRef.current?.next()}
              >
                <IconChevronRight size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Title order={2} fz={{ base: "md", sm: "lg" }} ml="xs" aria-live="polite" data-testid="calendar-title">
              {title}
            </Title>
            {availability.isFetching ? <Loader size="xs" aria-label={t("calendar.loading")} /> : null}
          </Group>
          <Segmented
            aria-label={t("calendar.view")}
            value={view}
            onChange={onViewChange}
            data={[
              { value: "week", label: phone ? t("calendar.day") : t("calendar.week") },
              { value: "month", label: t("calendar.month") },
            ]}
          />
        </Group>

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <IconWorld size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t("calendar.zone")}
            </Text>
            {labels.length ? (
              labels.map((label) => (
                <Badge key={label} variant="light" color="gray" tt="none" size="lg" data-testid="zone-label">
                  {label}
                </Badge>
              ))
            ) : (
              <Skeleton h={24} w={200} radius="xl" />
            )}
          </Group>
          <Group gap="md" wrap="wrap">
            <LegendItem className={css("slotOpen")} label={t("legend.open")} />
            <LegendItem className={css("slotPartial")} label={t("legend.partial")} />
            <LegendItem className={css("slotFull")} label={t("legend.full")} />
            <LegendItem className={css("visitPending")} label={t("legend.requested")} />
            <LegendItem className={css("visit")} label={t("legend.confirmed")} />
            <LegendItem className={`${css("slotOpen")} ${css("past")}`} label={t("legend.past")} />
            {/* Only while a shown slot conflicts with a staff member's calendar (decision 101). */}
            {items.some((i) => i.kind === "slot" && i.slot.calendar_conflict) ? (
              <LegendItem className={`${css("slotOpen")} ${css("conflict")}`} label={t("legend.conflict")} />
            ) : null}
          </Group>
        </Group>

        {empty ? (
          <Alert
            variant="light"
            color="quad"
            icon={<IconClock size={18} aria-hidden="true" />}
            title={t("calendar.emptyTitle")}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t("calendar.emptyBody")}</Text>
              <Button size="xs" leftSection={<IconCalendarPlus size={14} aria-hidden="true" />} onClick={onAdd}>
                {t("actions.add")}
              </Button>
            </Group>
          </Alert>
        ) : null}

        {zone ? null : <Skeleton h={520} radius="md" data-testid="calendar-skeleton" />}
        <Box display={zone ? undefined : "none"}>
          <AvailabilityCalendar
            key={zone ?? "loading"}
            items={items}
            zone={zone ?? "UTC"}
            view={fcView}
            initialDate={anchor}
            apiRef={apiRef}
            now={now}
            onRangeChange={(r, viewTitle, current) => {
              setRange(r);
              setTitle(viewTitle);
              onAnchorChange(current.start);
              onShownChange(current);
            }}
            onItemClick={onItemClick}
            onPickTime={onPickTime}
          />
        </Box>
      </Stack>
    </Paper>
  );
}
