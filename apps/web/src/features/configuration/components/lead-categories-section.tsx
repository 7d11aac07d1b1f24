import { Badge, Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { LEAD_CATEGORY_NAME_MAX } from "@quad/contract/rules/configuration";
import { IconPlus, IconTags } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { fieldErrorText } from "../../../lib/server-messages";
import { useCreateLeadCategory } from "../api/create-lead-category";
import { useLeadCategories } from "../api/list-lead-categories";
import { leadCategoryNameTaken } from "../model";
import { SectionCard, SectionError, SectionLoading } from "./section-card";

function AddCategory({ existing }: { existing: { name: string }[] }) {
  const { t } = useTranslation("configuration");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateLeadCategory();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = name.trim();
    if (!value) return setError(t("categories.nameRequired"));
    if (leadCategoryNameTaken(value, existing)) return setError(t("categories.taken"));
    setError(null);
    try {
      await create.mutateAsync(value);
      setName("");
      showSuccessToast(t("categories.added", { name: value }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        const message = err.fieldErrors["lead_category.name"] ?? Object.values(err.fieldErrors)[0] ?? "";
        setError(fieldErrorText(message, t("categories.nameLabel"), t));
      }
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          label={t("categories.nameLabel")}
          placeholder={t("categories.placeholder")}
          value={name}
          maxLength={LEAD_CATEGORY_NAME_MAX}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          w={{ base: "100%", xs: "auto" }}
          loading={create.isPending}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          {t("categories.add")}
        </Button>
      </Group>
    </form>
  );
}

/** Lead categories (spec 1 §7): the list, and for admins a way to add one. */
export function LeadCategoriesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("configuration");
  const query = useLeadCategories();
  const categories = query.data?.lead_categories ?? [];
  return (
    <SectionCard id="configuration-categories" title={t("categories.title")} description={t("categories.description")}>
      {query.isPending ? (
        <SectionLoading rows={2} />
      ) : query.isError ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="md">
          {categories.length === 0 ? (
            <EmptyStatePanel
              compact
              icon={<IconTags size={24} aria-hidden="true" />}
              title={t("categories.emptyTitle")}
              description={canEdit ? t("categories.emptyBodyAdmin") : t("categories.emptyBodyMember")}
            />
          ) : (
            <Table.ScrollContainer minWidth={280} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
              <Table verticalSpacing="xs" aria-label={t("categories.tableLabel")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("categories.name")}</Table.Th>
                    <Table.Th ta="right">{t("categories.connections")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {categories.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {c.name}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Badge variant="light" color="gray">
                          {c.connections_count}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {canEdit ? <AddCategory existing={categories} /> : null}
        </Stack>
      )}
    </SectionCard>
  );
}
