import { Button, Menu } from "@mantine/core";
import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { IconBrandGoogle, IconBrandWindows, IconCalendarPlus, IconChevronDown, IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type CalendarEvent, googleCalendarUrl, outlookCalendarUrl, sessionPath } from "../model";

/** Add to Google or Outlook calendars, through their own "new event" pages (opened in a new tab). */
export function AddToCalendar({ session }: { session: GuestWebinarSession }) {
  const { t } = useTranslation();
  const event: CalendarEvent = {
    title: session.title,
    start_time: session.start_time,
    end_time: session.end_time,
    pageUrl: `${window.location.origin}${sessionPath(session)}`,
    description: session.description,
    location: session.is_in_person ? session.location : null,
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {t("webinars.catalogue.calendar.add")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandGoogle size={16} aria-hidden="true" />}
        >
          {t("webinars.catalogue.calendar.google")}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={outlookCalendarUrl(event, "live")}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconMail size={16} aria-hidden="true" />}
        >
          {t("webinars.catalogue.calendar.outlook")}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={outlookCalendarUrl(event, "office")}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandWindows size={16} aria-hidden="true" />}
        >
          {t("webinars.catalogue.calendar.office")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
