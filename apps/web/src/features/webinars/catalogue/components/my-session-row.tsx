import { Button, Group } from "@mantine/core";
import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { IconPlayerPlay, IconVideo } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { sessionPath } from "../../../../lib/webinar-paths";
import { canCancel, sessionAction } from "../model";
import { useActionLabel } from "./session-action-panel";
import { SessionCard } from "./session-card";
import { useSessionActions } from "./use-session-actions";

/** One of the guest's sessions with its status and the actions that fit now: Join, Take the seat, Cancel, Watch. */
export function MySessionRow({ session, zone, now }: { session: GuestWebinarSession; zone: string; now: Date }) {
  const { t } = useTranslation();
  const labelOf = useActionLabel();
  const actions = useSessionActions(session);
  const action = sessionAction(session, now);
  const joinable =
    !session.is_in_person &&
    session.registration_status === "registered" &&
    (action.kind === "join" || (action.kind === "registered" && action.joinOpen && session.is_attending));

  return (
    <>
      <SessionCard
        session={session}
        zone={zone}
        footer={
          <Group gap="xs" wrap="wrap">
            {joinable ? (
              <Button
                size="xs"
                color={action.kind === "join" ? "red.9" : undefined}
                leftSection={<IconVideo size={14} aria-hidden="true" />}
                loading={actions.busy}
                onClick={() => void actions.join()}
              >
                {labelOf(action.label)}
              </Button>
            ) : null}
            {action.kind === "takeSeat" ? (
              <Button size="xs" loading={actions.busy} onClick={() => void actions.register({ is_attending: true })}>
                {t("webinars.catalogue.action.takeSeat")}
              </Button>
            ) : null}
            {action.kind === "watch" ? (
              <Button
                size="xs"
                component={Link}
                to={sessionPath(session)}
                leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
              >
                {labelOf(action.label)}
              </Button>
            ) : null}
            <Button size="xs" variant="default" component={Link} to={sessionPath(session)}>
              {t("webinars.catalogue.my.details")}
            </Button>
            {canCancel(session, now) ? (
              <Button size="xs" variant="subtle" color="red" onClick={actions.askCancel}>
                {session.registration_status === "waitlisted"
                  ? t("webinars.catalogue.action.leaveWaitlist")
                  : t("webinars.catalogue.action.cancel")}
              </Button>
            ) : null}
          </Group>
        }
      />
      {actions.cancelDialog}
    </>
  );
}
