import {
  AppShell,
  Badge,
  Box,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from "@mantine/core";
import type { InstituteType } from "@quad/contract/rules/constants";
import { IconBuildingCommunity } from "@tabler/icons-react";
import { skipToken, useQuery } from "@tanstack/react-query";
import { Link, useRouterState } from "@tanstack/react-router";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { PlanTierMark } from "../../components/plan/plan-tier-mark";
import { LanguageSwitch } from "../../components/ui/language-switch";
import { areaIcon } from "../../features/areas/components/area-icons";
import { HIDDEN_COUNTS_KEY, unseenBadge } from "../../features/connections/model";
import { formatNumber } from "../../lib/i18n";
import { usePlan } from "../../lib/plan";
import { BEYOND_NARROW, useScreen } from "../../lib/screen";
import { currentNavPath, navigationFor } from "../router/access-rules";
import { NAV_PLAN_AREAS } from "../router/nav-sections";

interface ShellNavbarProps {
  instituteType: InstituteType;
  companyName: string;
  onNavigate: () => void;
  /** Its links drawn (false: an empty navbar, on a phone until the menu is first opened). */
  drawn: boolean;
}

/**
 * The Connections item's count of connections not seen yet (GET connections/hidden_counts, loaded when a University
 * partner leaves /connections, spec 1 §4); cleared when the list is opened. Reads the cache only.
 */
function UnseenConnectionsBadge() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery<{ user_connection_count: number }>({
    queryKey: HIDDEN_COUNTS_KEY,
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const n = unseenBadge(data);
  if (n === null) return null;
  return (
    <Badge size="sm" variant="filled" color="red" circle={n < 10} data-testid="unseen-connections">
      <span aria-hidden="true">{formatNumber(n, i18n.language)}</span>
      <VisuallyHidden>{t("nav.unseenConnections", { count: n })}</VisuallyHidden>
    </Badge>
  );
}

/** Navigation of the signed-in shell: only routes the partner type may reach (spec 1 §6). */
export const ShellNavbar = memo(function ShellNavbar({
  instituteType,
  companyName,
  onNavigate,
  drawn,
}: ShellNavbarProps) {
  const { t } = useTranslation();
  const { t: tArea } = useTranslation("areas");
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const sections = navigationFor(instituteType);
  const current = currentNavPath(instituteType, pathname);
  const plan = usePlan();
  // Rendered only where the header hides its switch, so a page never holds two of them (not even a hidden one).
  const phone = !useScreen(BEYOND_NARROW);

  if (!drawn) return <AppShell.Navbar p="sm" aria-label={t("nav.mainLabel")} />;
  return (
    <AppShell.Navbar p="sm" aria-label={t("nav.mainLabel")}>
      <AppShell.Section grow component={ScrollArea} type="scroll">
        <Stack gap="md" py={4}>
          {sections.map((section) => (
            <div key={section.id}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4} style={{ letterSpacing: "0.06em" }}>
                {t(`nav.sections.${section.id}`)}
              </Text>
              <Stack gap={2}>
                {section.items.map((item) => {
                  const Icon = areaIcon(item.id);
                  const active = item.path === current;
                  const planArea = NAV_PLAN_AREAS[item.id];
                  const mark = planArea && plan[planArea] !== "paid" ? <PlanTierMark tier={plan[planArea]} /> : null;
                  return (
                    <NavLink
                      key={item.id}
                      component={Link}
                      to={item.path}
                      // The router marks only the exact address; currentNavPath marks an item's sub-pages.
                      activeOptions={{ exact: true }}
                      // The label fits the reader: a school's "Events you host", a client's "Your events".
                      label={tArea(`${item.id}.title`, { context: instituteType })}
                      leftSection={<Icon size={19} stroke={1.7} aria-hidden="true" />}
                      // The area's tier (a lock on no_access, "Free" on free), and the connections not seen yet.
                      rightSection={
                        mark || item.id === "connections" ? (
                          <Group gap={6} wrap="nowrap">
                            {mark}
                            {item.id === "connections" ? <UnseenConnectionsBadge /> : null}
                          </Group>
                        ) : undefined
                      }
                      active={active}
                      aria-current={active ? "page" : undefined}
                      variant="light"
                      onClick={onNavigate}
                      py={7}
                      style={{ borderRadius: "var(--mantine-radius-md)" }}
                      fw={active ? 600 : 500}
                    />
                  );
                })}
              </Stack>
            </div>
          ))}
        </Stack>
      </AppShell.Section>
      {/* On a phone the header has no room for the language switch: the drawer carries it (issue 9 §14). */}
      {phone ? (
        <AppShell.Section>
          <Box px="sm" pt="sm" pb="md">
            <Text
              size="xs"
              fw={700}
              tt="uppercase"
              c="dimmed"
              mb={6}
              style={{ letterSpacing: "0.06em" }}
              aria-hidden="true"
            >
              {t("language.switchLabel")}
            </Text>
            <LanguageSwitch size="sm" fullWidth />
          </Box>
        </AppShell.Section>
      ) : null}
      <AppShell.Section>
        <Group gap="sm" p="sm" wrap="nowrap" bg="gray.0" style={{ borderRadius: "var(--mantine-radius-md)" }}>
          <ThemeIcon variant="white" size={36} radius="md">
            <IconBuildingCommunity size={20} aria-hidden="true" />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {companyName}
            </Text>
            <Badge size="xs" variant="light" mt={2}>
              {t(`instituteTypes.${instituteType}`)}
            </Badge>
          </div>
        </Group>
      </AppShell.Section>
    </AppShell.Navbar>
  );
});
