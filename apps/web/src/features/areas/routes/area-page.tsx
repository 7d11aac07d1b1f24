import { Button, Center, Container, Stack, Title } from "@mantine/core";
import { Link, useParams, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { useInShell } from "../../../lib/in-shell";
import { useSessionStore } from "../../../lib/session-store";
import { areaIcon } from "../components/area-icons";

/**
 * Screens of areas built in later issues: the page title and a real empty state saying what will
 * appear there.
 */
export default function AreaPage() {
  const { t } = useTranslation("areas");
  const { t: tMain } = useTranslation();
  const ready = useNamespace("areas");
  const routeId = useRouterState({ select: (s) => s.matches.at(-1)?.staticData.routeId ?? "root" });
  const inShell = useInShell();
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  const id = params.id ?? params.eventId ?? params.categoryId ?? "";
  // Texts follow the reader's institution type where it matters (`emptyBody_School`: a school has no programs).
  const instituteType = useSessionStore((s) => s.data?.institute_type);
  const Icon = areaIcon(routeId);
  const title = t(`${routeId}.title`);

  useEffect(() => {
    if (ready) document.title = `${title} · Quad`;
  }, [ready, title]);

  if (!ready) return <RouteLoader />;

  const panel = (
    <EmptyStatePanel
      icon={<Icon size={30} stroke={1.6} />}
      title={t(`${routeId}.emptyTitle`, { id })}
      description={t(`${routeId}.emptyBody`, { id, context: instituteType })}
      action={
        routeId === "sso" ? (
          <Button component={Link} to="/sign-in" variant="light">
            {tMain("auth.signIn.submit")}
          </Button>
        ) : undefined
      }
    />
  );

  if (inShell) {
    return (
      <>
        <PageHeader title={title} />
        {panel}
      </>
    );
  }
  // Outside the shell (a visitor on a public page) the page still opens with its title as the h1.
  return (
    <Container size="sm" w="100%">
      <Center mih="50vh">
        <Stack w="100%" align="center" gap="lg">
          <Title order={1} fz={{ base: "1.5rem", sm: "1.75rem" }} ta="center">
            {title}
          </Title>
          {panel}
        </Stack>
      </Center>
    </Container>
  );
}
