import type { DateSelectArg, DatesSetArg, EventClickArg, EventContentArg, EventMountArg } from "@fullcalendar/core";
import zhCnLocale from "@fullcalendar/core/locales/zh-cn";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin, { type DateClickArg } from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { Box, VisuallyHidden } from "@mantine/core";
import { IconCalendarExclamation } from "@tabler/icons-react";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { dayjs, formatDate } from "../../../lib/dates";
import { type CalendarItem, calendarRange, canAddAt, eventLines, timeAxis, timeRange } from "../model";
import type { DateSpan } from "../slot-form";
import styles from "./availability-calendar.module.css";

/** CSS module class names (always defined in the stylesheet). */
const css = (name: string): string => (styles as Record<string, string | undefined>)[name] ?? "";

export type CalendarView = "timeGridWeek" | "timeGridDay" | "dayGridMonth";

/** What the screen's own toolbar and forms do to the calendar. */
export interface CalendarHandle {
  prev: () => void;
  next: () => void;
  today: () => void;
  gotoDate: (date: string) => void;
}

interface Props {
  items: CalendarItem[];
  zone: string;
  view: CalendarView;
  /** The date the calendar opens on (YYYY-MM-DD). */
  initialDate: string;
  /** Wall-clock now in the school's zone: earlier times take no new slot. */
  now: string;
  /** The fetched range (with the month view's neighbouring days), the view's title and the dates it covers. */
  onRangeChange: (range: { start_date: string; end_date: string }, title: string, current: DateSpan) => void;
  onItemClick: (item: CalendarItem) => void;
  /** A free time (week/day view) or a day (month view) was chosen: add a slot there. */
  onPickTime: (pick: { date: string; time_from?: string; time_to?: string }) => void;
  /** Handle to move the calendar from the screen's own toolbar. */
  apiRef: RefObject<CalendarHandle | null>;
}

const utcDate = (d: Date) => d.toISOString().slice(0, 10);
const utcTime = (d: Date) => d.toISOString().slice(11, 16);

/** FullCalendar (week, day and month views) in the school's zone, fed with wall-clock times. */
export function AvailabilityCalendar({
  items,
  zone,
  view,
  initialDate,
  now,
  onRangeChange,
  onItemClick,
  onPickTime,
  apiRef,
}: Props) {
  const { t, i18n } = useTranslation("availability");
  const ref = useRef<FullCalendar>(null);
  const axis = useMemo(() => timeAxis(items), [items]);

  useEffect(() => {
    apiRef.current = {
      prev: () => ref.current?.getApi().prev(),
      next: () => ref.current?.getApi().next(),
      today: () => ref.current?.getApi().today(),
      gotoDate: (date: string) => ref.current?.getApi().gotoDate(date),
    };
  }, [apiRef]);

  useEffect(() => {
    const api = ref.current?.getApi();
    if (api && api.view.type !== view) api.changeView(view);
  }, [view]);

  const events = useMemo(
    () =>
      items.map((item) => ({
        // The attributes set on mount follow the item: a slot that turns past (the minute moves on, or the
        // school's zone arrives after the first paint) is a new event, mounted again with data-past.
        id: item.past ? `${item.id}:past` : item.id,
        start: item.start,
        end: item.end,
        extendedProps: { item },
        classNames: [
          item.past ? css("past") : "",
          item.kind === "slot" && item.slot.calendar_conflict ? css("conflict") : "",
          item.kind === "visit"
            ? item.visit.status === "confirm"
              ? css("visit")
              : css("visitPending")
            : item.fill === "full"
              ? css("slotFull")
              : item.fill === "partial"
                ? css("slotPartial")
                : css("slotOpen"),
        ].filter(Boolean),
      })),
    [items],
  );

  /** The item's whole text: its accessible name (with what it is and its date) and its title on hover. */
  const fullText = (item: CalendarItem) =>
    item.kind === "visit"
      ? `${item.visit.university.name} · ${t(`status.${item.visit.status}`)} · ${timeRange(item.visit.time_from, item.visit.time_to)}`
      : `${item.fill === "full" ? t("calendar.full") : t("calendar.left", item.slot)} · ${timeRange(item.slot.time_from, item.slot.time_to)}${item.slot.calendar_conflict ? ` · ${t("calendar.conflict")}` : ""}`;

  /** What the item is, its date and its whole text, for assistive technology (and tests) whatever is shown. */
  const spoken = (item: CalendarItem) => (
    <VisuallyHidden>
      {item.kind === "visit"
        ? t("calendar.visitOn", { date: formatDate(item.visit.event_date) })
        : t("calendar.slotOn", { date: formatDate(item.date) })}{" "}
      {fullText(item)}
    </VisuallyHidden>
  );

  /**
   * The visible text fits the event: a short event (under 30 minutes) gets one line; a narrow one (two items side
   * by side in a day) shows its start time only, under the places left or the university's name cut with an
   * ellipsis (container queries in the stylesheet); the month view shows the start time and the places left.
   */
  const renderEvent = (arg: EventContentArg) => {
    const item = arg.event.extendedProps.item as CalendarItem;
    const compact = arg.view.type === "dayGridMonth";
    const oneLine = !compact && eventLines(item.start, item.end) === 1;
    const from = item.kind === "visit" ? item.visit.time_from : item.slot.time_from;
    const to = item.kind === "visit" ? item.visit.time_to : item.slot.time_to;
    const times = timeRange(from, to);
    const start = times.split(" – ")[0];
    const timesOrStart = (
      <>
        <span className={css("wide")}>{times}</span>
        <span className={css("narrow")}>{start}</span>
      </>
    );
    if (item.kind === "visit") {
      return (
        <div className={css("eventBody")}>
          {spoken(item)}
          <div aria-hidden="true">
            <span className={`${css("eventLine")} ${css("eventStrong")}`}>
              {compact ? `${start} ` : ""}
              {item.visit.university.name}
              {oneLine ? <span className={`${css("eventPlain")} ${css("wide")}`}> · {times}</span> : null}
            </span>
            {compact || oneLine ? null : (
              <span className={css("eventLine")}>
                <span className={css("wide")}>
                  {t(`status.${item.visit.status}`)} · {times}
                </span>
                <span className={css("narrow")}>{start}</span>
              </span>
            )}
          </div>
        </div>
      );
    }
    const left = item.fill === "full" ? t("calendar.full") : t("calendar.left", item.slot);
    // A busy time in a staff member's own calendar overlaps the slot (decision 101): a mark before the text.
    const mark = item.slot.calendar_conflict ? (
      <IconCalendarExclamation size={13} className={css("conflictMark")} data-testid="calendar-conflict" />
    ) : null;
    return (
      <div className={css("eventBody")}>
        {spoken(item)}
        <div aria-hidden="true">
          {compact ? (
            <span className={css("eventLine")}>
              {mark}
              <span className={css("eventStrong")}>{start}</span> {left}
            </span>
          ) : oneLine ? (
            <span className={css("eventLine")}>
              {mark}
              <span className={css("eventStrong")}>{left}</span> <span className={css("wide")}>· {times}</span>
            </span>
          ) : (
            <>
              <span className={`${css("eventLine")} ${css("eventStrong")}`}>
                {mark}
                {left}
              </span>
              <span className={css("eventLine")}>{timesOrStart}</span>
            </>
          )}
        </div>
      </div>
    );
  };

  return (
    <Box className={css("calendar")} data-testid="availability-calendar">
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={view}
        initialDate={initialDate}
        headerToolbar={false}
        timeZone={zone}
        now={() => dayjs().tz(zone).format("YYYY-MM-DDTHH:mm:ss")}
        locale={i18n.language === "zh-CN" ? zhCnLocale : "en"}
        firstDay={1}
        height="auto"
        allDaySlot={false}
        slotDuration="00:30:00"
        slotMinTime={axis.slotMinTime}
        slotMaxTime={axis.slotMaxTime}
        scrollTime={axis.slotMinTime}
        nowIndicator
        dayMaxEvents={4}
        eventDisplay="block"
        eventInteractive
        eventMinHeight={34}
        slotEventOverlap={false}
        events={events}
        eventContent={renderEvent}
        eventDidMount={(arg: EventMountArg) => {
          const item = arg.event.extendedProps.item as CalendarItem;
          arg.el.setAttribute("role", "button");
          arg.el.setAttribute("data-kind", item.kind);
          arg.el.setAttribute("title", fullText(item));
          if (item.past) arg.el.setAttribute("data-past", "true");
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onItemClick(arg.event.extendedProps.item as CalendarItem);
        }}
        selectable
        selectMirror
        selectAllow={(span) => canAddAt(span.startStr.slice(0, 19), now)}
        select={(arg: DateSelectArg) => {
          if (arg.view.type === "dayGridMonth") return;
          onPickTime({ date: utcDate(arg.start), time_from: utcTime(arg.start), time_to: utcTime(arg.end) });
          arg.view.calendar.unselect();
        }}
        dateClick={(arg: DateClickArg) => {
          if (arg.view.type === "dayGridMonth" && canAddAt(utcDate(arg.date), now))
            onPickTime({ date: utcDate(arg.date) });
        }}
        datesSet={(arg: DatesSetArg) =>
          onRangeChange(calendarRange(arg.view.activeStart, arg.view.activeEnd), arg.view.title, {
            start: utcDate(arg.view.currentStart),
            end: calendarRange(arg.view.currentStart, arg.view.currentEnd).end_date,
          })
        }
        slotLabelFormat={{ hour: "numeric", minute: "2-digit", meridiem: "short" }}
        dayHeaderFormat={
          view === "dayGridMonth"
            ? { weekday: "short" }
            : { weekday: "short", month: "numeric", day: "numeric", omitCommas: true }
        }
      />
    </Box>
  );
}
