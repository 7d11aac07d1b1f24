import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy, IconExternalLink, IconLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { bookingUrl } from "../model";

/** The school's public booking link, with copy feedback (spec 2 §2: a share link with copy). */
export function ShareLinkCard({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation("availability");
  const url = bookingUrl(window.location.origin, schoolId);
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} mb="lg">
      <Group gap="md" wrap="wrap" align="center">
        <ThemeIcon variant="light" size={42} radius="md" aria-hidden="true">
          <IconLink size={22} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: "1 1 260px", minWidth: 0 }}>
          <Text fw={700}>{t("share.title")}</Text>
          <Text size="sm" c="dimmed">
            {t("share.body")}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flex: "1 1 420px", minWidth: 0 }}>
          <TextInput
            aria-label={t("share.label")}
            value={url}
            readOnly
            size="sm"
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="booking-link"
          />
          <CopyButton value={url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="sm"
                color={copied ? "teal" : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
                }
                onClick={copy}
                miw={104}
              >
                <span aria-live="polite">{copied ? t("share.copied") : t("share.copy")}</span>
              </Button>
            )}
          </CopyButton>
          <Tooltip label={t("share.open")}>
            <ActionIcon
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              variant="default"
              size={36}
              aria-label={t("share.open")}
            >
              <IconExternalLink size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
