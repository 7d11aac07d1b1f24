import { Group, Rating, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** An average rating as read-only stars with its count; "No ratings yet" without any. */
export function RatingStars({
  rating,
  count,
  size = "sm",
  stacked = false,
}: {
  rating: number | null;
  count: number;
  size?: "xs" | "sm" | "md";
  /** The summary under the stars instead of beside them (narrow table columns). */
  stacked?: boolean;
}) {
  const { t } = useTranslation("schools");
  if (!count || rating === null) {
    return (
      <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
        {t("rating.none")}
      </Text>
    );
  }
  const label = t("rating.label", { rating, count });
  const stars = <Rating value={rating} fractions={10} readOnly size={size} aria-hidden="true" />;
  const summary = (
    <Text size="xs" c="dimmed" aria-hidden="true" style={{ whiteSpace: "nowrap" }}>
      {t("rating.summary", { rating: rating.toFixed(1), count })}
    </Text>
  );
  return stacked ? (
    <Stack gap={2} align="flex-start" aria-label={label} role="img">
      {stars}
      {summary}
    </Stack>
  ) : (
    <Group gap={6} wrap="nowrap" aria-label={label} role="img">
      {stars}
      {summary}
    </Group>
  );
}
