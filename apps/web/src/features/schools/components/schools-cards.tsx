import { Group, LoadingOverlay, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCountryName } from "../../../lib/reference/country-names";
import { useSchoolSizeName } from "../../../lib/reference/school-size-names";
import { placeLine } from "../model";
import { RatingStars } from "./rating-stars";
import { BookingCell, SchoolNameCell, UpcomingVisitCell } from "./school-cells";
import type { SchoolsListProps } from "./schools-table";

/**
 * The directory below the table's breakpoint: one card per school with the same facts and actions as a row,
 * one column on a phone and two on a tablet, never wider than the screen.
 */
export function SchoolsCards({ schools, slotStatusVisible, fetching, onBook, onRequest }: SchoolsListProps) {
  const { t } = useTranslation("schools");
  const countryName = useCountryName();
  const sizeName = useSchoolSizeName();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      pos="relative"
      mih={fetching && !schools.length ? 200 : undefined}
      component="ul"
      p={0}
      m={0}
      aria-label={t("table.label")}
    >
      <LoadingOverlay visible={fetching} zIndex={5} overlayProps={{ blur: 1 }} />
      {schools.map((s) => (
        <Paper
          key={s.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          miw={0}
          style={{ listStyle: "none" }}
          data-testid="school-card"
        >
          <Stack gap="xs" h="100%">
            <SchoolNameCell school={s} />
            <Text size="sm" style={{ wordBreak: "keep-all", overflowWrap: "break-word" }} data-testid="school-place">
              {placeLine(s.state, countryName(s.country))}
            </Text>
            <Text size="xs" c="dimmed" style={{ wordBreak: "keep-all" }}>
              {[s.school_type ? t(`types.${s.school_type}`) : null, sizeName(s.school_size)]
                .filter(Boolean)
                .join(" · ") || "—"}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              <Stack gap={2} miw={0}>
                <Text size="xs" c="dimmed" fw={600}>
                  {t("table.upcomingVisit")}
                </Text>
                <UpcomingVisitCell school={s} />
              </Stack>
              <Stack gap={2} miw={0}>
                <Text size="xs" c="dimmed" fw={600}>
                  {t("table.rating")}
                </Text>
                <RatingStars rating={s.rating} count={s.ratings_count} size="xs" stacked />
              </Stack>
            </SimpleGrid>
            <Group mt="auto">
              <BookingCell school={s} slotStatusVisible={slotStatusVisible} onBook={onBook} onRequest={onRequest} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
