import { Alert, AspectRatio, Box, Button, Group, List, Loader, Stack, Text } from "@mantine/core";
import { IconCamera, IconCameraOff, IconPhoto, IconPlayerStop, IconRefresh, IconUserSearch } from "@tabler/icons-react";
import type { IScannerControls } from "@zxing/browser";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CameraProblem, cameraProblem } from "../model";
import { startCameraScan } from "../qr-reader";

type CameraState =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "scanning" }
  | { kind: "problem"; problem: CameraProblem };

interface Props {
  onText: (text: string) => void;
  onUseImage: () => void;
  onUseManual: () => void;
}

/** The live camera scanner; a refused permission or a missing camera says why and how to go on. */
export function CameraScanner({ onText, onUseImage, onUseManual }: Props) {
  const { t } = useTranslation("checkIn");
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const [state, setState] = useState<CameraState>({ kind: "idle" });

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setState({ kind: "idle" });
  };

  const start = async () => {
    if (!video.current) return;
    setState({ kind: "starting" });
    try {
      controls.current = await startCameraScan(video.current, (text) => onTextRef.current(text));
      setState({ kind: "scanning" });
    } catch (error) {
      controls.current = null;
      setState({ kind: "problem", problem: cameraProblem(error) });
    }
  };

  // The camera is released when the scanner leaves the screen.
  useEffect(() => () => controls.current?.stop(), []);

  const live = state.kind === "scanning" || state.kind === "starting";
  return (
    <Stack gap="md">
      {state.kind === "problem" ? (
        <Alert
          color={state.problem === "denied" ? "red" : "orange"}
          variant="light"
          radius="md"
          icon={<IconCameraOff size={20} aria-hidden="true" />}
          title={t(`camera.${state.problem}Title`)}
          role="alert"
        >
          <Stack gap="sm">
            <Text size="sm">{t(`camera.${state.problem}Body`)}</Text>
            {state.problem === "denied" ? (
              <List size="sm" spacing={4} type="ordered">
                <List.Item>{t("camera.fixStep1")}</List.Item>
                <List.Item>{t("camera.fixStep2")}</List.Item>
                <List.Item>{t("camera.fixStep3")}</List.Item>
              </List>
            ) : null}
            <Group gap="xs" wrap="wrap">
              <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden="true" />} onClick={start}>
                {t("camera.retry")}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPhoto size={14} aria-hidden="true" />}
                onClick={onUseImage}
              >
                {t("camera.useImage")}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconUserSearch size={14} aria-hidden="true" />}
                onClick={onUseManual}
              >
                {t("camera.useManual")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {/* After a problem the alert's own buttons lead on; the empty preview would only repeat them. */}
      {state.kind !== "problem" ? (
        <>
          <AspectRatio ratio={4 / 3} maw={560} w="100%" mx="auto">
            <Box
              pos="relative"
              bg="dark.8"
              style={{ borderRadius: "var(--mantine-radius-lg)", overflow: "hidden" }}
              aria-label={t("camera.preview")}
              role="region"
            >
              <video
                ref={video}
                muted
                playsInline
                style={{ width: "100%", height: "100%", objectFit: "cover", display: live ? "block" : "none" }}
              />
              {!live ? (
                <Stack align="center" justify="center" gap="xs" pos="absolute" inset={0} p="md">
                  <IconCamera size={40} color="var(--mantine-color-gray-5)" aria-hidden="true" />
                  <Text size="sm" c="gray.4" ta="center" maw={320}>
                    {t("camera.hint")}
                  </Text>
                </Stack>
              ) : null}
              {state.kind === "starting" ? (
                <Stack align="center" justify="center" gap="xs" pos="absolute" inset={0}>
                  <Loader color="gray.3" type="dots" />
                  <Text size="sm" c="gray.3">
                    {t("camera.starting")}
                  </Text>
                </Stack>
              ) : null}
              {state.kind === "scanning" ? (
                <Box
                  pos="absolute"
                  top="15%"
                  left="25%"
                  w="50%"
                  h="70%"
                  aria-hidden="true"
                  style={{
                    border: "3px solid rgba(255,255,255,0.85)",
                    borderRadius: 16,
                    boxShadow: "0 0 0 999px rgba(0,0,0,0.25)",
                  }}
                />
              ) : null}
            </Box>
          </AspectRatio>

          <Group justify="center">
            {live ? (
              <Button variant="default" leftSection={<IconPlayerStop size={16} aria-hidden="true" />} onClick={stop}>
                {t("camera.stop")}
              </Button>
            ) : (
              <Button leftSection={<IconCamera size={16} aria-hidden="true" />} onClick={start}>
                {t("camera.start")}
              </Button>
            )}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
