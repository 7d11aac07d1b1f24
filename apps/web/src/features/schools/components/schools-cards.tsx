import { Group, LoadingOverlay, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCountryName } from "../../../lib/reference/country-names";
import { useSchoolSizeName } from "../../../lib/reference/school-size-names";
import { RatingStars } from "./rating-stars";
import { BookingCell, SchoolNameCell, UpcomingVisitCell } from "./school-cells";
import type { SchoolsListProps } from "./schools-table";

/** The directory on a phone: one card per school with the same facts and actions as the table's row. */
export function SchoolsCards({ schools, slotStatusVisible, fetching, onBook, onRequest }: SchoolsListProps) {
  const { t } = useTranslation("schools");
  const countryName = useCountryName();
  const sizeName = useSchoolSizeName();
  return (
    <Stack gap="sm" pos="relative" mih={fetching && !schools.length ? 200 : undefined} component="ul" p={0} m={0}>
      <LoadingOverlay visible={fetching} zIndex={5} overlayProps={{ blur: 1 }} />
      {schools.map((s) => (
        <Paper key={s.id} component="li" withBorder radius="md" p="sm" style={{ listStyle: "none" }}>
          <Stack gap="xs">
            <SchoolNameCell school={s} />
            <Text size="xs" c="dimmed">
              {[s.state, countryName(s.country)].filter(Boolean).join(", ") || "—"}
              {" · "}
              {[s.school_type ? t(`types.${s.school_type}`) : null, sizeName(s.school_size)]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              <Stack gap={2}>
                <Text size="xs" c="dimmed" fw={600}>
                  {t("table.upcomingVisit")}
                </Text>
                <UpcomingVisitCell school={s} />
              </Stack>
              <Stack gap={2}>
                <Text size="xs" c="dimmed" fw={600}>
                  {t("table.rating")}
                </Text>
                <RatingStars rating={s.rating} count={s.ratings_count} size="xs" />
              </Stack>
            </SimpleGrid>
            <Group>
              <BookingCell school={s} slotStatusVisible={slotStatusVisible} onBook={onBook} onRequest={onRequest} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
