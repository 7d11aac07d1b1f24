import type { DaySlot } from "@quad/contract/api/availability";
import { screen, within } from "@testing-library/react";
import { createRef } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureNamespace, initI18n } from "../../../lib/i18n";
import { renderScreen } from "../../../test/render";
import { calendarItems } from "../model";
import { AvailabilityCalendar, type CalendarHandle } from "./availability-calendar";
import { SlotDialog } from "./slot-dialog";

const ZONE = "Asia/Shanghai";

const slot = (date: string, conflict: boolean | undefined): DaySlot => ({
  slot_id: conflict ? 1 : 2,
  availability_id: 1,
  day: 1,
  time_from: conflict ? "10:00" : "14:00",
  time_to: conflict ? "11:00" : "15:00",
  start_date: date,
  end_date: date,
  timezone: ZONE,
  starts_at: `${date}T02:00:00.000Z`,
  ends_at: `${date}T03:00:00.000Z`,
  capacity: 2,
  booked: 0,
  remaining: 2,
  pending: 0,
  is_booked_by_university: false,
  university_visit: null,
  ...(conflict === undefined ? {} : { calendar_conflict: conflict }),
});

describe("a slot a staff member's calendar is busy in (decision 101)", () => {
  beforeAll(async () => {
    await initI18n("en-US");
    await ensureNamespace("availability");
  });

  it("carries a mark and says so in its title; a free slot does not", async () => {
    const date = "2030-03-04";
    const items = calendarItems({ [date]: [slot(date, true), slot(date, false)] });
    await renderScreen(
      () => (
        <AvailabilityCalendar
          items={items}
          zone={ZONE}
          view="timeGridWeek"
          initialDate={date}
          now="2030-03-01T00:00:00"
          onRangeChange={() => {}}
          onItemClick={() => {}}
          onPickTime={() => {}}
          apiRef={createRef<CalendarHandle>()}
        />
      ),
      "/",
    );
    const marks = await screen.findAllByTestId("calendar-conflict");
    expect(marks).toHaveLength(1);
    const slots = document.querySelectorAll('[data-kind="slot"]');
    const titles = [...slots].map((el) => el.getAttribute("title") ?? "");
    expect(titles.filter((t) => t.includes("Conflicts with your calendar"))).toHaveLength(1);
    expect(titles.find((t) => t.includes("10:00"))).toContain("Conflicts with your calendar");
  });

  it("shows the badge in the slot's dialog, with why in its tooltip", async () => {
    const { slot_id, availability_id, day, time_from, time_to, start_date, end_date, capacity } = slot(
      "2030-03-04",
      true,
    );
    await renderScreen(
      () => (
        <SlotDialog
          target={{
            slot: { slot_id, availability_id, day, time_from, time_to, start_date, end_date, capacity },
            date: start_date,
            booked: 0,
            conflict: true,
          }}
          zoneLabel="China Standard Time"
          onClose={() => {}}
        />
      ),
      "/",
    );
    const badge = await screen.findByTestId("slot-calendar-conflict");
    expect(within(badge).getByText("Conflicts with your calendar")).toBeTruthy();
  });
});
