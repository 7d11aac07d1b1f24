import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, Stack, Text } from "@mantine/core";
import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import type { ActionLabel } from "@quad/contract/rules/webinar-sessions";
import { IconAlertCircle, IconClockHour4, IconPlayerPlay, IconUserCheck, IconVideo } from "@tabler/icons-react";
import { useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatSessionDate, formatSessionTime } from "../../../../lib/dates";
import { canCancel, sessionAction } from "../model";
import { useLinkTo } from "./use-link-to";
import { useSessionActions } from "./use-session-actions";
import type { Viewer } from "./use-viewer";

/** Actions that take a seat: they need a complete profile (an on-demand view does not). */
const SEAT_ACTIONS: string[] = ["register", "joinWaitlist", "takeSeat", "join"];

/** The spec's action labels (spec 3 §4) in the reader's language. */
export function useActionLabel(): (label: ActionLabel) => string {
  const { t } = useTranslation();
  const labels: Record<ActionLabel, string> = {
    Register: t("webinars.catalogue.action.register"),
    "Join Now": t("webinars.catalogue.action.joinNow"),
    "Join Live": t("webinars.catalogue.action.joinLive"),
    "Ask Question": t("webinars.catalogue.action.askQuestion"),
    "Watch Now": t("webinars.catalogue.action.watchNow"),
    Watch: t("webinars.catalogue.action.watch"),
  };
  return (label) => labels[label];
}

/**
 * The session page's actions: register (with the "attend live" option), join the waitlist when full, take a held
 * seat, join while live, watch the replay, cancel; a signed-out visitor is sent to sign in and comes back.
 */
export function SessionActionPanel({
  session,
  viewer,
  now,
  onWatch,
}: {
  session: GuestWebinarSession;
  viewer: Viewer;
  now: Date;
  onWatch: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const labelOf = useActionLabel();
  const actions = useSessionActions(session);
  const [attendLive, setAttendLive] = useState(true);
  const action = sessionAction(session, now);
  const here = `${location.pathname}${location.searchStr}`;
  const back: Record<string, string> = { redirect_to: here };
  const linkTo = useLinkTo();
  const at = (iso: string) => `${formatSessionDate(iso, viewer.zone)} ${formatSessionTime(iso, viewer.zone)}`;

  if (!viewer.signedIn) {
    const prompt =
      action.kind === "watch"
        ? t("webinars.catalogue.signInPrompt.watch")
        : action.kind === "join"
          ? t("webinars.catalogue.signInPrompt.join")
          : action.kind === "ended"
            ? null
            : t("webinars.catalogue.signInPrompt.register");
    return (
      <Card withBorder radius="md" padding="lg">
        {prompt ? (
          <Stack gap="sm">
            <Text fw={600}>{prompt}</Text>
            <Button component="a" {...linkTo("/webinars/sign-in", back)} size="md">
              {action.kind === "watch" ? labelOf(action.label) : t("webinars.catalogue.signInPrompt.signIn")}
            </Button>
            <Text size="sm" c="dimmed">
              {t("webinars.catalogue.signInPrompt.new")}{" "}
              <Anchor component="a" {...linkTo("/webinars/register", back)} underline="always">
                {t("webinars.catalogue.signInPrompt.createAccount")}
              </Anchor>
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed">{t("webinars.catalogue.action.endedNoRecording")}</Text>
        )}
      </Card>
    );
  }

  const profileAlert =
    actions.profileMissing ||
    (viewer.guest && !viewer.guest.required_fields_filled && SEAT_ACTIONS.includes(action.kind)) ? (
      <Alert color="orange" icon={<IconAlertCircle size={18} />} title={t("webinars.catalogue.profile.title")}>
        <Stack gap={6}>
          <Text size="sm">{t("server.fillRequiredToRegister")}</Text>
          <Anchor component="a" {...linkTo("/webinars/users/update", back)} size="sm" fw={600}>
            {t("webinars.catalogue.profile.link")}
          </Anchor>
        </Stack>
      </Alert>
    ) : null;

  const attendOption = (
    <Checkbox
      checked={attendLive}
      onChange={(e) => setAttendLive(e.currentTarget.checked)}
      label={t("webinars.catalogue.action.attendLive")}
      description={t("webinars.catalogue.action.attendLiveHint")}
    />
  );
  const cancelButton = canCancel(session, now) ? (
    <Button variant="subtle" color="red" onClick={actions.askCancel}>
      {session.registration_status === "waitlisted"
        ? t("webinars.catalogue.action.leaveWaitlist")
        : t("webinars.catalogue.action.cancel")}
    </Button>
  ) : null;

  let body: React.ReactNode;
  switch (action.kind) {
    case "register":
      body = (
        <Stack gap="md">
          {attendOption}
          <Button size="md" loading={actions.busy} onClick={() => void actions.register({ is_attending: attendLive })}>
            {labelOf(action.label)}
          </Button>
        </Stack>
      );
      break;
    case "joinWaitlist":
      body = (
        <Stack gap="md">
          <Text size="sm">{t("webinars.catalogue.action.fullBody")}</Text>
          {attendOption}
          <Button
            size="md"
            color="orange.9"
            loading={actions.busy}
            onClick={() => void actions.register({ is_attending: attendLive })}
          >
            {t("webinars.catalogue.action.joinWaitlist")}
          </Button>
        </Stack>
      );
      break;
    case "waitlisted":
      body = (
        <Stack gap="sm">
          <Group gap="xs">
            <IconClockHour4 size={18} color="var(--mantine-color-orange-7)" aria-hidden="true" />
            <Text fw={600}>{t("webinars.catalogue.action.onWaitlist")}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t("webinars.catalogue.action.onWaitlistBody")}
          </Text>
          {cancelButton}
        </Stack>
      );
      break;
    case "takeSeat":
      body = (
        <Stack gap="md">
          <Alert color="blue" title={t("webinars.catalogue.action.offerTitle")}>
            {t("webinars.catalogue.action.offerBody", { time: at(action.until) })}
          </Alert>
          <Button size="md" loading={actions.busy} onClick={() => void actions.register({ is_attending: true })}>
            {t("webinars.catalogue.action.takeSeat")}
          </Button>
          {cancelButton}
        </Stack>
      );
      break;
    case "registered":
      body = (
        <Stack gap="md">
          <Group gap="xs">
            <IconUserCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden="true" />
            <Text fw={600}>{t("webinars.catalogue.action.youAreRegistered")}</Text>
          </Group>
          {session.is_in_person ? (
            <Text size="sm" c="dimmed">
              {t("webinars.catalogue.action.inPersonHint", { location: session.location ?? "" })}
            </Text>
          ) : session.is_attending ? (
            <Stack gap={4}>
              <Button
                size="md"
                leftSection={<IconVideo size={18} aria-hidden="true" />}
                disabled={!action.joinOpen}
                onClick={() => void actions.join()}
              >
                {labelOf(action.label)}
              </Button>
              {!action.joinOpen ? (
                <Text size="xs" c="dimmed">
                  {t("webinars.catalogue.action.joinOpensSoon")}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Button
              variant="light"
              loading={actions.busy}
              onClick={() => void actions.register({ is_attending: true })}
            >
              {t("webinars.catalogue.action.addAttendLive")}
            </Button>
          )}
          {cancelButton}
        </Stack>
      );
      break;
    case "join":
      body = (
        <Stack gap="md">
          <Badge color="red.9" variant="dot" size="lg">
            {t("webinars.catalogue.action.liveNow")}
          </Badge>
          <Button
            size="md"
            color="red.9"
            leftSection={<IconVideo size={18} aria-hidden="true" />}
            loading={actions.busy}
            disabled={session.is_in_person}
            onClick={() => void actions.join()}
          >
            {labelOf(action.label)}
          </Button>
          {session.is_in_person ? (
            <Text size="sm" c="dimmed">
              {t("webinars.catalogue.action.inPersonHint", { location: session.location ?? "" })}
            </Text>
          ) : null}
          {cancelButton}
        </Stack>
      );
      break;
    case "watch":
      body = (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("webinars.catalogue.action.recordingReady")}
          </Text>
          <Button
            size="md"
            leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
            loading={actions.busy}
            onClick={async () => {
              const updated = await actions.register({ is_video_watched: true }, true);
              if (updated) onWatch();
            }}
          >
            {labelOf(action.label)}
          </Button>
        </Stack>
      );
      break;
    case "ended":
      body = <Text c="dimmed">{t("webinars.catalogue.action.endedNoRecording")}</Text>;
      break;
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        {profileAlert}
        {body}
      </Stack>
      {actions.cancelDialog}
    </Card>
  );
}
