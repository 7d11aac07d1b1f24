import { Button, FileButton, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconPhotoScan, IconUpload } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { decodeImageFile } from "../qr-reader";

interface Props {
  onText: (text: string) => void;
  onUnreadable: () => void;
}

/** Reads a student's QR code from a photo or screenshot: the way in when no camera can be used. */
export function ImageScanner({ onText, onUnreadable }: Props) {
  const { t } = useTranslation("checkIn");
  const [reading, setReading] = useState(false);
  const resetRef = useRef<() => void>(null);

  const read = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    try {
      const text = await decodeImageFile(file);
      if (text === null) onUnreadable();
      else onText(text);
    } finally {
      setReading(false);
      // The same file may be chosen again (e.g. after registering the student as a walk-in).
      resetRef.current?.();
    }
  };

  return (
    <Stack align="center" gap="md" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconPhotoScan size={28} aria-hidden="true" />
      </ThemeIcon>
      <Text size="sm" c="dimmed" maw={380}>
        {t("image.hint")}
      </Text>
      <Group>
        <FileButton resetRef={resetRef} onChange={read} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} loading={reading} leftSection={<IconUpload size={16} aria-hidden="true" />}>
              {t("image.choose")}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
