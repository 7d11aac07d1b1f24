import { Box, Card, Group, Stack, Text } from "@mantine/core";
import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { IconBuildingBank, IconMapPin, IconMicrophone, IconVideo } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "../../../../lib/dates";
import { institutionPath, sessionPath } from "../../../../lib/webinar-paths";
import { cardTimes } from "../model";
import { SessionBadges } from "./session-badges";

/** The calendar leaf of a card: month and day in the viewer's zone. */
function DateLeaf({ start, zone, live }: { start: string; zone: string; live: boolean }) {
  const d = dayjs(start).tz(zone);
  return (
    <Stack
      gap={0}
      align="center"
      justify="center"
      w={56}
      h={60}
      style={{
        flex: "none",
        borderRadius: 10,
        background: live ? "var(--mantine-color-red-0)" : "var(--mantine-color-blue-0)",
        color: live ? "var(--mantine-color-red-9)" : "var(--mantine-color-blue-9)",
      }}
    >
      <Text size="xs" fw={700} tt="uppercase" lh={1.2}>
        {d.format("MMM")}
      </Text>
      <Text fz={22} fw={800} lh={1.1}>
        {d.format("D")}
      </Text>
    </Stack>
  );
}

/** A session in a grid: date leaf, title, host, time, format, badges; opens the session's page. */
export function SessionCard({
  session,
  zone,
  categoryName,
  footer,
}: {
  session: GuestWebinarSession;
  zone: string;
  categoryName?: string;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const s = session;
  const times = cardTimes(s, zone, s.timing === "live");
  const speakers = s.speakers.map((sp) => sp.name).join(", ");
  return (
    <Card withBorder radius="md" padding="md" h="100%" style={{ display: "flex", flexDirection: "column" }}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <DateLeaf start={s.start_time} zone={zone} live={s.timing === "live"} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          {categoryName ? (
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" lineClamp={1}>
              {categoryName}
            </Text>
          ) : null}
          <Text
            component={Link}
            to={sessionPath(s)}
            fw={700}
            lineClamp={2}
            c="inherit"
            style={{ textDecoration: "none" }}
            className="webinar-card-title"
          >
            {s.title}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconBuildingBank size={14} aria-hidden="true" style={{ flex: "none" }} />
            <Text
              component={Link}
              to={institutionPath(s.host_institution.id)}
              size="sm"
              c="dimmed"
              lineClamp={1}
              td="underline"
              style={{ textDecorationColor: "var(--mantine-color-gray-4)" }}
            >
              {s.host_institution.name}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text size="sm">
          {times.live ? t("webinars.catalogue.card.liveUntil", { time: times.text }) : times.text}
          <Text span size="xs" c="dimmed">
            {" "}
            {timezoneLabel(zone, s.start_time, i18n.language)}
          </Text>
        </Text>
        <Group gap={4} wrap="nowrap">
          {s.is_in_person ? (
            <IconMapPin size={14} aria-hidden="true" style={{ flex: "none" }} />
          ) : (
            <IconVideo size={14} aria-hidden="true" style={{ flex: "none" }} />
          )}
          <Text size="sm" lineClamp={1}>
            {s.is_in_person
              ? (s.location ?? t("webinars.catalogue.card.inPerson"))
              : t("webinars.catalogue.card.online")}
          </Text>
        </Group>
        {speakers ? (
          <Group gap={4} wrap="nowrap">
            <IconMicrophone size={14} aria-hidden="true" style={{ flex: "none" }} />
            <Text size="sm" lineClamp={1}>
              {speakers}
            </Text>
          </Group>
        ) : null}
        <Box mt="auto" pt={4}>
          <SessionBadges session={s} zone={zone} />
        </Box>
      </Stack>
      {footer ? <Box mt="sm">{footer}</Box> : null}
    </Card>
  );
}
