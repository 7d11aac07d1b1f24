import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Testimonial } from "../model";

interface VideoLinksProps {
  links: string[];
  max: number;
  error?: string;
  readOnly: boolean;
  onChange: (links: string[]) => void;
}

export function VideoLinksField({ links, max, error, readOnly, onChange }: VideoLinksProps) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t("institution.fields.video_links")}
      </Text>
      {links.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t("institution.lists.noVideos")}
        </Text>
      ) : null}
      {links.map((link, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, the index is their identity
        <Group key={i} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t("institution.lists.videoN", { n: i + 1 })}
            placeholder="https://"
            value={link}
            readOnly={readOnly}
            style={{ flex: 1 }}
            onChange={(e) => onChange(links.map((l, j) => (j === i ? e.currentTarget.value : l)))}
          />
          {readOnly ? null : (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("institution.lists.removeVideo", { n: i + 1 })}
              onClick={() => onChange(links.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
      ))}
      {error ? (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      {readOnly || links.length >= max ? null : (
        <Group>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => onChange([...links, ""])}
          >
            {t("institution.lists.addVideo")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface TestimonialsProps {
  items: Testimonial[];
  max: number;
  error?: string;
  readOnly: boolean;
  onChange: (items: Testimonial[]) => void;
}

export function TestimonialsField({ items, max, error, readOnly, onChange }: TestimonialsProps) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const set = (i: number, patch: Partial<Testimonial>) =>
    onChange(items.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Paper withBorder radius="md" p="lg" style={{ borderStyle: "dashed" }}>
          <Text size="sm" c="dimmed" ta="center">
            {t("institution.lists.noTestimonials")}
          </Text>
        </Paper>
      ) : null}
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, the index is their identity
        <Paper key={i} withBorder radius="md" p="md">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {t("institution.lists.testimonialN", { n: i + 1 })}
              </Text>
              {readOnly ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("institution.lists.removeTestimonial", { n: i + 1 })}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
            <TextInput
              label={t("institution.lists.author")}
              value={item.author}
              readOnly={readOnly}
              maxLength={120}
              onChange={(e) => set(i, { author: e.currentTarget.value })}
            />
            <Textarea
              label={t("institution.lists.quote")}
              value={item.text}
              readOnly={readOnly}
              autosize
              minRows={2}
              maxLength={500}
              onChange={(e) => set(i, { text: e.currentTarget.value })}
            />
          </Stack>
        </Paper>
      ))}
      {error ? (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      {readOnly || items.length >= max ? null : (
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => onChange([...items, { author: "", text: "" }])}
          >
            {t("institution.lists.addTestimonial")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
