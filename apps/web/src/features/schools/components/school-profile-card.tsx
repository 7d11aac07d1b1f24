import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { SchoolDetailInfoSchema } from "@quad/contract/api/schools";
import { formatPhone, timezoneLabel } from "@quad/contract/rules/formats";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCountryName } from "../../../lib/reference/country-names";

export type SchoolDetail = z.infer<typeof SchoolDetailInfoSchema>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The school's profile: about, visit instructions and contact details. */
export function SchoolProfileCard({ school }: { school: SchoolDetail }) {
  const { t } = useTranslation("schools");
  const countryName = useCountryName();
  const address = [school.address, school.city, school.state, countryName(school.country)].filter(Boolean).join(", ");
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="lg">
        <Title order={2} fz="lg">
          {t("detail.profile")}
        </Title>
        {school.description ? <Text size="sm">{school.description}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <Fact label={t("detail.address")}>{address || "—"}</Fact>
          <Fact label={t("detail.timezone")}>{school.timezone ? timezoneLabel(school.timezone) : "—"}</Fact>
          <Fact label={t("detail.email")}>
            {school.email ? <Anchor href={`mailto:${school.email}`}>{school.email}</Anchor> : "—"}
          </Fact>
          <Fact label={t("detail.contact")}>
            {school.contact ? (
              <Anchor href={`tel:${school.contact.replace(/\s/g, "")}`}>{formatPhone(school.contact)}</Anchor>
            ) : (
              "—"
            )}
          </Fact>
          <Fact label={t("detail.website")}>
            {school.website ? (
              <Anchor href={school.website} target="_blank" rel="noopener noreferrer">
                {school.website.replace(/^https?:\/\//, "")}
              </Anchor>
            ) : (
              "—"
            )}
          </Fact>
          <Fact label={t("detail.ceeb")}>{school.ceeb_code ?? "—"}</Fact>
        </SimpleGrid>
        {school.instructions ? (
          <Paper bg="gray.0" radius="md" p="md">
            <Fact label={t("detail.instructions")}>{school.instructions}</Fact>
          </Paper>
        ) : null}
      </Stack>
    </Paper>
  );
}
