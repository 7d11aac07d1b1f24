import { Anchor, Box, Grid, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { POLICY_EFFECTIVE_DATE, paragraphs } from "../model";

interface PolicyDocumentProps {
  doc: "privacy" | "cookies";
  sections: readonly string[];
}

/** A policy page: title, date, intro and numbered sections with a contents list on wide screens. */
export function PolicyDocument({ doc, sections }: PolicyDocumentProps) {
  const { t } = useTranslation("legal");
  const ready = useNamespace("legal");

  useEffect(() => {
    if (ready) document.title = `${t(`${doc}.title`)} · Quad`;
  }, [ready, doc, t]);

  if (!ready) {
    return (
      <Stack gap="md" role="status" aria-busy="true">
        <Skeleton height={36} width="40%" />
        <Skeleton height={16} width="25%" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={80} />
        ))}
      </Stack>
    );
  }

  const date = dayjs(POLICY_EFFECTIVE_DATE).format(t("dateFormat"));

  return (
    <Grid gap={40}>
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        <Box component="nav" aria-label={t("contents")} pos="sticky" top={96}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="sm" style={{ letterSpacing: "0.06em" }}>
            {t("contents")}
          </Text>
          <Stack gap={8}>
            {sections.map((key, i) => (
              <Anchor key={key} href={`#${doc}-${key}`} size="sm" c="dark.6">
                {i + 1}. {t(`${doc}.sections.${key}.title`)}
              </Anchor>
            ))}
          </Stack>
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Paper withBorder p={{ base: "lg", sm: 40 }} radius="lg" component="article">
          <Title order={1} mb={6}>
            {t(`${doc}.title`)}
          </Title>
          <Text size="sm" c="dimmed" mb="xl">
            {t("updated", { date })}
          </Text>
          <Text size="md" lh={1.7} mb="xl">
            {t(`${doc}.intro`)}
          </Text>
          <Stack gap="xl">
            {sections.map((key, i) => (
              <Box component="section" key={key} id={`${doc}-${key}`} style={{ scrollMarginTop: 90 }}>
                <Title order={2} fz="lg" mb="xs">
                  {i + 1}. {t(`${doc}.sections.${key}.title`)}
                </Title>
                {paragraphs(t(`${doc}.sections.${key}.body`)).map((p) => (
                  <Text key={p.slice(0, 32)} lh={1.7} mb="sm" c="dark.6">
                    {p}
                  </Text>
                ))}
              </Box>
            ))}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
