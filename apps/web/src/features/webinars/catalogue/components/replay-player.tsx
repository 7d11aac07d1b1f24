import { AspectRatio, Center, Loader } from "@mantine/core";
import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { recordRecordingView } from "../api/record-recording-view";

const ReactPlayer = lazy(() => import("react-player"));

/**
 * The session's recording inside Quad (replays are behind sign-in). The first start of playback records
 * "viewed recording" (POST events/{id}/recording_view) once per page.
 */
export function ReplayPlayer({ sessionId, url }: { sessionId: number; url: string }) {
  const { t } = useTranslation();
  const recorded = useRef(false);
  return (
    <AspectRatio ratio={16 / 9} style={{ borderRadius: 12, overflow: "hidden", background: "#111" }}>
      <Suspense
        fallback={
          <Center>
            <Loader color="gray" />
          </Center>
        }
      >
        <ReactPlayer
          src={url}
          controls
          width="100%"
          height="100%"
          aria-label={t("webinars.catalogue.replay.player")}
          onPlay={() => {
            if (recorded.current) return;
            recorded.current = true;
            recordRecordingView(sessionId).catch(() => undefined);
          }}
        />
      </Suspense>
    </AspectRatio>
  );
}
