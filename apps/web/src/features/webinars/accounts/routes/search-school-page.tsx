import {
  Anchor,
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconChevronRight, IconPlus, IconSchool, IconSearch, IconSearchOff } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../../components/ui/auth-card";
import { EmptyStatePanel } from "../../../../components/ui/empty-state-panel";
import { useLocalCountries } from "../../../../lib/reference/country-names";
import { useSessionStore } from "../../../../lib/session-store";
import { SCHOOL_RESULTS_CAP, SCHOOL_SEARCH_MIN, useGuestSchools } from "../api/search-guest-schools";
import { Centered } from "../components/centered";
import { PartnerNotice } from "../components/partner-notice";
import { useDocumentTitle } from "../hooks/use-document-title";
import {
  GUEST_SEARCH_SCHOOL_PATH,
  GUEST_SIGN_IN_PATH,
  partnerNotice,
  redirectFrom,
  registerHrefFor,
  withRedirect,
} from "../model";

/**
 * /webinars/search-school: the first step of a guest's sign-up (spec 1 §2: the sign-in's create-account
 * link). The school is found in the directory (GET schools) or added by name; parents skip it. The choice
 * travels to /webinars/register in its address.
 */
export default function GuestSearchSchoolPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const redirectTo = redirectFrom(location.searchStr);
  const notice = partnerNotice(useSessionStore((s) => (s.authToken ? s.data?.institute_type : null)));
  const [text, setText] = useState(() => new URLSearchParams(location.searchStr).get("search_text") ?? "");
  const [countryId, setCountryId] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), 350);
  const schools = useGuestSchools(debounced, countryId ? Number(countryId) : null);
  const countries = useLocalCountries();
  useDocumentTitle(t("webinars.accounts.searchSchool.title"));

  const countryName = useMemo(() => new Map((countries.data ?? []).map((c) => [c.id, c.name])), [countries.data]);
  const active = debounced.length >= SCHOOL_SEARCH_MIN;
  const results = active ? (schools.data ?? []) : [];
  const searching = active && (schools.isLoading || (schools.isFetching && !schools.data));
  const nothingFound = active && schools.isSuccess && !schools.isFetching && results.length === 0;
  const addHref = registerHrefFor({ kind: "typed", name: debounced }, redirectTo);

  return (
    <Centered>
      <AuthCard
        width={640}
        title={t("webinars.accounts.searchSchool.title")}
        subtitle={t("webinars.accounts.searchSchool.subtitle")}
      >
        {notice ? (
          <PartnerNotice notice={notice} returnTo={GUEST_SEARCH_SCHOOL_PATH} />
        ) : (
          <Stack gap="lg">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <TextInput
                  label={t("webinars.accounts.searchSchool.searchLabel")}
                  placeholder={t("webinars.accounts.searchSchool.searchPlaceholder")}
                  leftSection={<IconSearch size={18} aria-hidden="true" />}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  autoComplete="off"
                  data-autofocus
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <Select
                  label={t("webinars.accounts.searchSchool.countryLabel")}
                  placeholder={t("webinars.accounts.searchSchool.anyCountry")}
                  searchable
                  clearable
                  data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                  value={countryId}
                  onChange={setCountryId}
                  nothingFoundMessage={t("webinars.accounts.searchSchool.noCountry")}
                />
              </Grid.Col>
            </Grid>

            <Stack gap="sm" aria-live="polite" aria-busy={searching}>
              {!active ? (
                <Paper radius="md" p="lg" bg="gray.0">
                  <Stack align="center" gap={6}>
                    <ThemeIcon size={40} radius="xl" variant="light">
                      <IconSchool size={20} aria-hidden="true" />
                    </ThemeIcon>
                    <Text size="sm" c="dimmed" ta="center">
                      {t("webinars.accounts.searchSchool.hint")}
                    </Text>
                  </Stack>
                </Paper>
              ) : null}

              {searching ? [0, 1, 2].map((i) => <Skeleton key={i} height={64} radius="md" />) : null}

              {!searching && results.length > 0 ? (
                <>
                  <Text size="xs" c="dimmed" fw={600}>
                    {results.length >= SCHOOL_RESULTS_CAP
                      ? t("webinars.accounts.searchSchool.countCapped", { count: results.length })
                      : t("webinars.accounts.searchSchool.count", { count: results.length })}
                  </Text>
                  <ScrollArea.Autosize mah={400} type="auto" offsetScrollbars>
                    <Stack gap="xs">
                      {results.map((school) => {
                        const place = [school.city, school.country_id ? countryName.get(school.country_id) : null]
                          .filter(Boolean)
                          .join(", ");
                        return (
                          <UnstyledButton
                            key={school.id}
                            component={Link}
                            to={registerHrefFor({ kind: "directory", id: school.id, name: school.name }, redirectTo)}
                          >
                            <Paper withBorder radius="md" p="sm">
                              <Group justify="space-between" wrap="nowrap">
                                <Group gap="sm" wrap="nowrap">
                                  <ThemeIcon size={36} radius="md" variant="light">
                                    <IconSchool size={18} aria-hidden="true" />
                                  </ThemeIcon>
                                  <Stack gap={0}>
                                    <Text fw={600} size="sm">
                                      {school.name}
                                    </Text>
                                    {place ? (
                                      <Text size="xs" c="dimmed">
                                        {place}
                                      </Text>
                                    ) : null}
                                  </Stack>
                                </Group>
                                <IconChevronRight size={18} aria-hidden="true" />
                              </Group>
                            </Paper>
                          </UnstyledButton>
                        );
                      })}
                    </Stack>
                  </ScrollArea.Autosize>
                  <Text size="sm" c="dimmed" ta="center" mt="xs">
                    {t("webinars.accounts.searchSchool.notListed")}{" "}
                    <Anchor component={Link} to={addHref} size="sm" fw={600} underline="always">
                      {t("webinars.accounts.searchSchool.addNamed", { name: debounced })}
                    </Anchor>
                  </Text>
                </>
              ) : null}

              {nothingFound ? (
                <EmptyStatePanel
                  compact
                  icon={<IconSearchOff size={26} stroke={1.6} />}
                  title={t("webinars.accounts.searchSchool.notFoundTitle", { name: debounced })}
                  description={t("webinars.accounts.searchSchool.notFoundBody")}
                  action={
                    <Button component={Link} to={addHref} leftSection={<IconPlus size={16} />}>
                      {t("webinars.accounts.searchSchool.addNamed", { name: debounced })}
                    </Button>
                  }
                />
              ) : null}
            </Stack>

            <Divider label={t("webinars.accounts.searchSchool.or")} labelPosition="center" />
            <Stack gap={4} align="center">
              <Button component={Link} to={registerHrefFor(null, redirectTo)} variant="default" fullWidth>
                {t("webinars.accounts.searchSchool.skip")}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {t("webinars.accounts.searchSchool.skipHint")}
              </Text>
            </Stack>
            <Text size="sm" c="dimmed" ta="center">
              {t("webinars.accounts.haveAccount")}{" "}
              <Anchor
                component={Link}
                to={withRedirect(GUEST_SIGN_IN_PATH, redirectTo)}
                size="sm"
                fw={600}
                underline="always"
              >
                {t("webinars.accounts.signIn.submit")}
              </Anchor>
            </Text>
          </Stack>
        )}
      </AuthCard>
    </Centered>
  );
}
