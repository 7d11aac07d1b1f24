import { Anchor, Button, Center, Group, Loader, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconPlugConnectedX, IconVideo, IconVideoOff } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/ui/auth-card";
import { RouteLoader } from "../../../components/ui/route-loader";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { useNamespace } from "../../../lib/i18n";
import { translateServerMessage } from "../../../lib/server-messages";
import { selectSignedIn, useSessionStore } from "../../../lib/session-store";
import {
  getZoomConnectUrl,
  useDisconnectZoom,
  useSyncZoomUser,
  useZoomAvailable,
  useZoomStatus,
} from "../../../lib/video-meeting/api";
import { exchangeFailureText, zoomReturnOf } from "../model";

function Icon({ color, children }: { color: string; children: ReactNode }) {
  return (
    <ThemeIcon size={56} radius="xl" variant="light" color={color} mb="xs">
      {children}
    </ThemeIcon>
  );
}

/**
 * /zoom — Zoom's return address (spec 1 §2 route table; issue 25 §2): it hands the code back (POST zoom/sync_user)
 * and says how it went; opened on its own, it shows the institution's Zoom connection with connect and disconnect.
 */
export default function ZoomPage() {
  const ready = useNamespace("zoom");
  const { t } = useTranslation("zoom");
  const { t: common } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const back = useMemo(() => zoomReturnOf(location.searchStr), [location.searchStr]);
  const signedIn = useSessionStore(selectSignedIn);
  const sync = useSyncZoomUser();
  const disconnect = useDisconnectZoom();
  const status = useZoomStatus(signedIn && back.kind === "status");
  const available = useZoomAvailable(signedIn && back.kind === "status");
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (back.kind !== "exchange" || !signedIn || started.current) return;
    started.current = true;
    sync.mutate(
      { code: back.code, state: back.state },
      // The code is used: the address loses it, and the page shows the connection.
      { onSuccess: () => void navigate({ to: "/zoom", replace: true }) },
    );
  }, [back, signedIn, sync, navigate]);

  const connect = async () => {
    setLeaving(true);
    try {
      window.location.assign(await getZoomConnectUrl());
    } catch {
      setLeaving(false);
    }
  };

  if (!ready) return <RouteLoader />;

  const homeButton = (
    <Button component={Link} to="/" variant="light" size="md" fullWidth>
      {t("page.backHome")}
    </Button>
  );

  if (!signedIn) {
    return (
      <Center>
        <AuthCard
          title={t("page.signInTitle")}
          icon={
            <Icon color="blue">
              <IconVideo size={30} aria-hidden="true" />
            </Icon>
          }
        >
          <Stack gap="lg">
            <Text>{t("page.signInBody")}</Text>
            <Button component="a" href="/sign-in?zoom" size="md" fullWidth>
              {t("page.signIn")}
            </Button>
          </Stack>
        </AuthCard>
      </Center>
    );
  }

  if (back.kind === "exchange" && !sync.isError) {
    return (
      <Center>
        <AuthCard
          title={t("page.working")}
          icon={
            <Icon color="blue">
              <IconVideo size={30} aria-hidden="true" />
            </Icon>
          }
        >
          <Stack align="center" gap="md" role="status">
            <Loader type="dots" />
            <Text size="sm" c="dimmed" ta="center">
              {t("page.workingBody")}
            </Text>
          </Stack>
        </AuthCard>
      </Center>
    );
  }

  if (back.kind !== "status") {
    const err = sync.error;
    const text =
      back.kind === "denied"
        ? t("page.deniedBody")
        : err instanceof ApiError
          ? translateServerMessage(
              exchangeFailureText(err.fieldErrors, err.serverMessage) ?? t("page.genericFailure"),
              common,
            )
          : t("page.genericFailure");
    return (
      <Center>
        <AuthCard
          title={t("page.failedTitle")}
          icon={
            <Icon color="red">
              <IconPlugConnectedX size={30} aria-hidden="true" />
            </Icon>
          }
        >
          <Stack gap="lg" role="alert">
            <Text>{text}</Text>
            <Button onClick={() => void connect()} loading={leaving} size="md" fullWidth>
              {t("page.tryAgain")}
            </Button>
            {homeButton}
          </Stack>
        </AuthCard>
      </Center>
    );
  }

  if (status.isPending || available.isPending) return <RouteLoader />;

  const connected = status.data?.is_zoom_connected === true;
  if (!connected && available.data === false) {
    return (
      <Center>
        <AuthCard
          title={t("page.unavailableTitle")}
          icon={
            <Icon color="gray">
              <IconVideoOff size={30} aria-hidden="true" />
            </Icon>
          }
        >
          <Stack gap="lg">
            <Text>{t("page.unavailableBody")}</Text>
            {homeButton}
          </Stack>
        </AuthCard>
      </Center>
    );
  }

  return (
    <Center>
      <AuthCard
        title={connected ? t("page.connectedTitle") : t("page.notConnectedTitle")}
        icon={
          <Icon color={connected ? "teal" : "gray"}>
            {connected ? <IconVideo size={30} aria-hidden="true" /> : <IconVideoOff size={30} aria-hidden="true" />}
          </Icon>
        }
      >
        <Stack gap="lg" role="status">
          {connected ? (
            <>
              <Text style={{ overflowWrap: "anywhere" }}>
                {t("page.connectedAs", { email: status.data?.zoom_email ?? "" })}
              </Text>
              <Text size="sm" c="dimmed">
                {t("page.connectedAuto")}
              </Text>
            </>
          ) : (
            <Text>{t("page.notConnectedBody")}</Text>
          )}
          <Stack gap="sm">
            {connected ? null : (
              <Button
                onClick={() => void connect()}
                loading={leaving}
                size="md"
                fullWidth
                leftSection={<IconVideo size={18} aria-hidden="true" />}
              >
                {t("page.connect")}
              </Button>
            )}
            {homeButton}
          </Stack>
          {connected ? (
            <Group justify="space-between" gap="xs">
              <Anchor component="button" type="button" size="sm" onClick={() => void connect()}>
                {t("page.reconnect")}
              </Anchor>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                loading={disconnect.isPending}
                onClick={() =>
                  disconnect.mutate(undefined, { onSuccess: () => showSuccessToast(t("page.disconnected")) })
                }
              >
                {t("page.disconnect")}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </AuthCard>
    </Center>
  );
}
