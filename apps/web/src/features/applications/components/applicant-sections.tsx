import { SimpleGrid, Stack, Table, Tabs, Text } from "@mantine/core";
import type { ApplicationResponse } from "@quad/contract/api/applications";
import { IconUserCircle } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { formatDate } from "../../../lib/dates";
import { useLocalCountries } from "../../../lib/reference/country-names";
import { humanizeKey, sectionEntries } from "../model/sections";

type Application = ApplicationResponse["application"];

/** Known fields per section, in the order shown; others follow by name. */
const ORDER = {
  personal: [
    "first_name",
    "last_name",
    "email",
    "date_of_birth",
    "gender",
    "phone",
    "city",
    "state",
    "postal_code",
    "country_id",
    "citizenship_country_id",
  ],
  guardian: ["name", "relationship", "email", "phone"],
  education: ["school_name", "graduation_year", "curriculum", "grade_average"],
  academic: ["planned_start", "academic_interests"],
} as const;
const KNOWN_FIELDS = new Set<string>([...Object.values(ORDER).flat(), "test", "score"]);
const COUNTRY_FIELDS = new Set(["country_id", "citizenship_country_id"]);
const GENDERS = new Set(["male", "female", "other"]);

function useValueText() {
  const { t } = useTranslation("applications");
  const countries = useLocalCountries();
  const byId = useMemo(() => new Map((countries.data ?? []).map((c) => [c.id, c.name])), [countries.data]);
  return (key: string, value: unknown): string => {
    if (COUNTRY_FIELDS.has(key) && typeof value === "number") return byId.get(value) ?? String(value);
    if (key === "gender" && typeof value === "string" && GENDERS.has(value)) return t(`genders.${value}`);
    if (key === "date_of_birth" && typeof value === "string") return formatDate(value);
    if (Array.isArray(value)) return value.map(String).join(", ");
    if (typeof value === "object" && value !== null) return JSON.stringify(value);
    return String(value);
  };
}

function Fields({ section, order }: { section: Record<string, unknown>; order: readonly string[] }) {
  const { t } = useTranslation("applications");
  const text = useValueText();
  const entries = sectionEntries(section, order);
  if (!entries.length)
    return (
      <Text size="sm" c="dimmed">
        {t("sections.empty")}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {entries.map(({ key, value }) => (
        <Stack key={key} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {KNOWN_FIELDS.has(key) ? t(`fields.${key}`) : humanizeKey(key)}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
            {text(key, value)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function Tests({ tests }: { tests: Record<string, unknown>[] }) {
  const { t } = useTranslation("applications");
  if (!tests.length)
    return (
      <Text size="sm" c="dimmed">
        {t("sections.noTests")}
      </Text>
    );
  return (
    <Table withRowBorders verticalSpacing={6} aria-label={t("sections.tests")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("fields.test")}</Table.Th>
          <Table.Th>{t("fields.score")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tests.map((test, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the applicant's tests never reorder
          <Table.Tr key={i}>
            <Table.Td>{String(test.test ?? test.name ?? "—")}</Table.Td>
            <Table.Td>{String(test.score ?? test.min_score ?? "—")}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type Section = "personal" | "guardian" | "education" | "academic" | "tests";
const SECTIONS: readonly Section[] = ["personal", "guardian", "education", "academic", "tests"];
/** What a school sees of its student (decision 072): never the guardian section. */
const SHARED_SECTIONS: readonly Section[] = ["personal", "education", "academic", "tests"];

/**
 * The applicant's sections (spec 3 §2): personal, guardian, education, academic, tests. A school sees what the
 * student shared (`shared`, decision 072): their name and email, education, academic plans and tests.
 */
export function ApplicantSections({ app, shared = false }: { app: Application; shared?: boolean }) {
  const { t } = useTranslation("applications");
  const personal = {
    first_name: app.student.first_name,
    last_name: app.student.last_name,
    email: app.student.email,
    ...app.personal,
  };
  return (
    <SectionCard id="applicant" title={t("sections.title")} icon={<IconUserCircle size={18} aria-hidden="true" />}>
      <Tabs defaultValue="personal" keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: "nowrap", overflowX: "auto" }}>
          {(shared ? SHARED_SECTIONS : SECTIONS).map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`sections.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="personal">
          <Fields section={personal} order={ORDER.personal} />
        </Tabs.Panel>
        <Tabs.Panel value="guardian">
          <Fields section={app.guardian} order={ORDER.guardian} />
        </Tabs.Panel>
        <Tabs.Panel value="education">
          <Fields section={app.education} order={ORDER.education} />
        </Tabs.Panel>
        <Tabs.Panel value="academic">
          <Fields section={app.academic} order={ORDER.academic} />
        </Tabs.Panel>
        <Tabs.Panel value="tests">
          <Tests tests={app.tests} />
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}
