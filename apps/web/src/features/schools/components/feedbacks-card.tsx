import { Box, Center, Group, Paper, Rating, Skeleton, Stack, Text, Title } from "@mantine/core";
import { FEEDBACKS_PAGE_SIZE } from "@quad/contract/api/schools";
import { IconMessageStar } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pager } from "../../../components/ui/pager";
import { formatDate } from "../../../lib/dates";
import { useFeedbacks } from "../api/list-feedbacks";
import { RatingStars } from "./rating-stars";

/** Visit ratings of the school, 10 a page, with the average. */
export function FeedbacksCard({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation("schools");
  const [page, setPage] = useState(1);
  const feedbacks = useFeedbacks(schoolId, page);
  const data = feedbacks.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / FEEDBACKS_PAGE_SIZE));

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            {t("detail.feedbacks")}
          </Title>
          {data ? <RatingStars rating={data.average_rating} count={data.total} /> : null}
        </Group>
        {feedbacks.isLoading ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : !data?.feedbacks.length ? (
          <Group gap="sm" c="dimmed">
            <IconMessageStar size={20} aria-hidden="true" />
            <Text size="sm">{t("detail.noFeedbacks")}</Text>
          </Group>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {data.feedbacks.map((f, i) => (
              <Stack
                key={f.id}
                component="li"
                gap={4}
                py="sm"
                style={{ borderTop: i ? "1px solid var(--mantine-color-gray-2)" : undefined }}
              >
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {f.university_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(f.created_at)}
                  </Text>
                </Group>
                <Box role="img" aria-label={t("feedback.stars", { count: f.rating })} w="fit-content">
                  <Rating value={f.rating} readOnly size="xs" aria-hidden="true" />
                </Box>
                {f.comment ? <Text size="sm">{f.comment}</Text> : null}
              </Stack>
            ))}
          </Stack>
        )}
        {pages > 1 ? (
          <Center>
            <Pager total={pages} value={page} onChange={setPage} size="sm" />
          </Center>
        ) : null}
      </Stack>
    </Paper>
  );
}
