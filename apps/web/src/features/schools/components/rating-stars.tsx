import { Group, Rating, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** An average rating as read-only stars with its count; "No ratings yet" without any. */
export function RatingStars({
  rating,
  count,
  size = "sm",
}: {
  rating: number | null;
  count: number;
  size?: "xs" | "sm" | "md";
}) {
  const { t } = useTranslation("schools");
  if (!count || rating === null) {
    return (
      <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
        {t("rating.none")}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" aria-label={t("rating.label", { rating, count })} role="img">
      <Rating value={rating} fractions={10} readOnly size={size} aria-hidden="true" />
      <Text size="xs" c="dimmed" aria-hidden="true" style={{ whiteSpace: "nowrap" }}>
        {t("rating.summary", { rating: rating.toFixed(1), count })}
      </Text>
    </Group>
  );
}
