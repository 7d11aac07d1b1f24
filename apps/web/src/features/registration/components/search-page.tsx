import { Anchor, Button, Paper, ScrollArea, Skeleton, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch, IconSearchOff } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/ui/auth-card";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { useInstitutionSearch } from "../api/search-institutions";
import { type RegistrableType, registerHref } from "../model";
import { InstitutionResult } from "./institution-result";

/** Find your institution before registering (spec 3 §2: not found offers adding it). */
export function SearchPage({ type }: { type: RegistrableType }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [text, setText] = useState(() => new URLSearchParams(location.searchStr).get("search_text") ?? "");
  const [debounced] = useDebouncedValue(text.trim(), 350);
  const search = useInstitutionSearch(type, debounced);
  const results = debounced.length >= 2 ? (search.data ?? []) : [];
  const searching = debounced.length >= 2 && (search.isLoading || (search.isFetching && !search.data));
  const nothingFound = debounced.length >= 2 && search.isSuccess && !search.isFetching && results.length === 0;

  return (
    <AuthCard
      width={600}
      title={t(`registration.search.title.${type}`)}
      subtitle={t(`registration.search.subtitle.${type}`)}
    >
      <Stack gap="lg">
        <TextInput
          label={t(`registration.search.label.${type}`)}
          placeholder={t(`registration.search.placeholder.${type}`)}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
          autoComplete="off"
        />

        <Stack gap="sm" aria-live="polite" aria-busy={searching}>
          {debounced.length < 2 ? (
            <Paper radius="md" p="lg" bg="gray.0">
              <Stack align="center" gap={6}>
                <ThemeIcon size={40} radius="xl" variant="light">
                  <IconSearch size={20} aria-hidden="true" />
                </ThemeIcon>
                <Text size="sm" c="dimmed" ta="center">
                  {t(`registration.search.hint.${type}`)}
                </Text>
              </Stack>
            </Paper>
          ) : null}

          {searching ? [0, 1, 2].map((i) => <Skeleton key={i} height={74} radius="md" />) : null}

          {!searching && results.length > 0 ? (
            <>
              <Text size="xs" c="dimmed" fw={600}>
                {t("registration.search.count", { count: results.length })}
              </Text>
              <ScrollArea.Autosize mah={440} type="auto" offsetScrollbars>
                <Stack gap="sm">
                  {results.map((item) => (
                    <InstitutionResult key={item.id} type={type} item={item} />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </>
          ) : null}

          {nothingFound ? (
            <EmptyStatePanel
              compact
              icon={<IconSearchOff size={26} stroke={1.6} />}
              title={t("registration.search.notFoundTitle", { name: debounced })}
              description={t(`registration.search.notFoundBody.${type}`)}
              action={
                <Button
                  component={Link}
                  to={registerHref(type, { name: debounced })}
                  leftSection={<IconPlus size={16} />}
                >
                  {t("registration.search.addIt")}
                </Button>
              }
            />
          ) : null}

          {!searching && results.length > 0 ? (
            <Text size="sm" c="dimmed" ta="center" mt="xs">
              {t(`registration.search.notListed.${type}`)}{" "}
              <Anchor
                component={Link}
                to={registerHref(type, { name: debounced })}
                size="sm"
                fw={600}
                underline="always"
              >
                {t("registration.search.addIt")}
              </Anchor>
            </Text>
          ) : null}
        </Stack>

        <Text size="sm" c="dimmed" ta="center">
          {t("registration.form.haveAccount")}{" "}
          <Anchor component={Link} to="/sign-in" size="sm" fw={600} underline="always">
            {t("auth.signIn.submit")}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
