import { Button, Menu } from "@mantine/core";
import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { IconBrandApple, IconBrandGoogle, IconCalendarPlus, IconChevronDown, IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { pageOrigin } from "../../../../lib/browser-facts";
import { sessionPath } from "../../../../lib/webinar-paths";
import { sessionCalendarLinks } from "../model";

/**
 * Add to Google or Outlook through their own "new event" pages (opened in a new tab), and, once registered, the
 * guest's own calendar file for Apple Calendar and others (served with the personal join link, decision 038).
 */
export function AddToCalendar({ session }: { session: GuestWebinarSession }) {
  const { t } = useTranslation();
  const links = sessionCalendarLinks(session, `${pageOrigin()}${sessionPath(session)}`);
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
          href={links.google}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandGoogle size={16} aria-hidden="true" />}
        >
          {t("webinars.catalogue.calendar.google")}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={links.outlook}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconMail size={16} aria-hidden="true" />}
        >
          {t("webinars.catalogue.calendar.outlook")}
        </Menu.Item>
        {links.apple ? (
          <Menu.Item
            component="a"
            href={links.apple}
            download
            leftSection={<IconBrandApple size={16} aria-hidden="true" />}
          >
            {t("webinars.catalogue.calendar.apple")}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
