import { Button, Grid, Paper, Skeleton, Stack, Title } from "@mantine/core";
import { IconCalendarOff, IconCamera, IconPhoto, IconUserSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { Segmented } from "../../../components/ui/segmented";
import { useEventParticipants } from "../api/get-event-participants";
import { useCheckIn } from "../use-check-in";
import { CameraScanner } from "./camera-scanner";
import { EventSummary } from "./event-summary";
import { ImageScanner } from "./image-scanner";
import { ManualCheckIn } from "./manual-check-in";
import { ParticipantsTable } from "./participants-table";
import { RecentCheckIns } from "./recent-check-ins";
import { ScanFeedbackAlert } from "./scan-feedback";
import { EMPTY_WALK_IN, WalkInDialog, type WalkInValues } from "./walk-in-dialog";

type Mode = "camera" | "image" | "manual";
type WalkInInitial = Partial<WalkInValues> & { school?: { id: number; name: string } | null };

/** Checking students in to one event: scanner (camera, image or manual), this session's list, participants. */
interface Props {
  webinarId: number;
  onChangeEvent: () => void;
  /** A check-in link opened from a phone's own camera app: checked in once on arrival. */
  linkCode: string | null;
  onLinkCodeHandled: () => void;
}

export function CheckInDesk({ webinarId, onChangeEvent, linkCode, onLinkCodeHandled }: Props) {
  const { t } = useTranslation("checkIn");
  const detail = useEventParticipants(webinarId, { status: "all", search_text: "" });
  const desk = useCheckIn(webinarId);
  const [mode, setMode] = useState<Mode>("camera");
  const [walkIn, setWalkIn] = useState<{ opened: boolean; initial: WalkInInitial }>({
    opened: false,
    initial: EMPTY_WALK_IN,
  });
  const openWalkIn = (initial: WalkInInitial = EMPTY_WALK_IN) => setWalkIn({ opened: true, initial });
  const linkHandled = useRef(false);
  useEffect(() => {
    if (!linkCode || linkHandled.current) return;
    linkHandled.current = true;
    void desk.onImageText(linkCode).finally(onLinkCodeHandled);
  }, [linkCode, desk, onLinkCodeHandled]);

  const event = detail.data?.pages[0]?.event;
  if (detail.isError && !event) {
    return (
      <EmptyStatePanel
        icon={<IconCalendarOff size={28} aria-hidden="true" />}
        title={t("desk.notFoundTitle")}
        description={t("desk.notFoundBody")}
        action={
          <Button variant="light" onClick={onChangeEvent}>
            {t("actions.chooseEvent")}
          </Button>
        }
      />
    );
  }
  if (!event) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={110} radius="lg" />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={420} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton height={420} radius="lg" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  const zone = event.timezone;
  return (
    <Stack gap="md">
      <EventSummary event={event} />
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p="md" h="100%">
            <Stack gap="md">
              <Title order={3} fz="md">
                {t("scan.title")}
              </Title>
              <Segmented
                fullWidth
                aria-label={t("scan.mode")}
                value={mode}
                onChange={(v) => {
                  setMode(v);
                  desk.setFeedback(null);
                }}
                data={[
                  {
                    value: "camera",
                    label: <ModeLabel icon={<IconCamera size={16} />} text={t("scan.modes.camera")} />,
                  },
                  { value: "image", label: <ModeLabel icon={<IconPhoto size={16} />} text={t("scan.modes.image")} /> },
                  {
                    value: "manual",
                    label: <ModeLabel icon={<IconUserSearch size={16} />} text={t("scan.modes.manual")} />,
                  },
                ]}
              />
              {desk.feedback ? (
                <ScanFeedbackAlert
                  feedback={desk.feedback}
                  zone={zone}
                  onRegisterWalkIn={() => openWalkIn()}
                  onClose={() => desk.setFeedback(null)}
                />
              ) : null}
              {mode === "camera" ? (
                <CameraScanner
                  onText={desk.onCameraText}
                  onUseImage={() => {
                    setMode("image");
                    desk.setFeedback(null);
                  }}
                  onUseManual={() => setMode("manual")}
                />
              ) : mode === "image" ? (
                <ImageScanner onText={desk.onImageText} onUnreadable={desk.onUnreadable} />
              ) : (
                <ManualCheckIn
                  webinarId={webinarId}
                  zone={zone}
                  onCheckIn={(id) => desk.checkIn(id, "manual")}
                  onWalkIn={openWalkIn}
                />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RecentCheckIns recent={desk.recent} zone={zone} />
        </Grid.Col>
      </Grid>
      <ParticipantsTable
        webinarId={webinarId}
        zone={zone}
        onCheckIn={(id) => desk.checkIn(id, "manual")}
        onWalkIn={() => openWalkIn()}
      />
      <WalkInDialog
        opened={walkIn.opened}
        webinarId={webinarId}
        initial={walkIn.initial}
        onClose={() => setWalkIn((w) => ({ ...w, opened: false }))}
        onDone={desk.record}
      />
    </Stack>
  );
}

function ModeLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      <span aria-hidden="true" style={{ display: "inline-flex" }}>
        {icon}
      </span>
      {text}
    </span>
  );
}
