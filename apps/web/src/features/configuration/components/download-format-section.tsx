import { ActionIcon, Badge, Button, Checkbox, Code, Group, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import type { ConfigurationMappingsResponse } from "@quad/contract/api/configuration";
import { MAPPING_HEADER_MAX } from "@quad/contract/rules/configuration";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { translateServerMessage } from "../../../lib/server-messages";
import { useConfigurationMappings } from "../api/get-configuration-mappings";
import { useUpdateConfigurationMappings } from "../api/update-configuration-mappings";
import {
  canSaveMapping,
  type EditorColumn,
  editorColumns,
  headerProblem,
  includeAll,
  mappingChanged,
  mappingOf,
  moveRow,
  previewHeaderRow,
  updateRow,
} from "../model";
import { SectionCard, SectionError, SectionLoading } from "./section-card";

function Editor({ data, canEdit }: { data: ConfigurationMappingsResponse; canEdit: boolean }) {
  const { t } = useTranslation("configuration");
  const initial = useMemo(
    () => editorColumns(data.attributes, data.mapping_columns),
    [data.attributes, data.mapping_columns],
  );
  const [rows, setRows] = useState<EditorColumn[]>(initial);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => setRows(initial), [initial]);
  const save = useUpdateConfigurationMappings();

  const chosen = rows.filter((r) => r.included).length;
  const changed = mappingChanged(rows, data.mapping_columns);
  const label = (key: string) => t(`columns.${key}`, { defaultValue: key });

  const submit = async () => {
    setServerError(null);
    try {
      await save.mutateAsync(mappingOf(rows));
      showSuccessToast(t("format.saved"));
    } catch (err) {
      if (err instanceof ApiError && err.status === 422)
        setServerError(
          Object.values(err.fieldErrors)
            .map((m) => translateServerMessage(m, t))
            .join("\n"),
        );
    }
  };

  const headerError = (row: EditorColumn) => {
    if (!row.included) return undefined;
    const problem = headerProblem(row.header);
    if (problem === "required") return t("format.headerRequired");
    if (problem === "tooLong") return t("format.headerTooLong", { max: MAPPING_HEADER_MAX });
    if (problem === "control") return t("format.headerControl");
    return undefined;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs">
          <Badge variant="light" color={data.is_default ? "gray" : "indigo"}>
            {data.is_default ? t("format.default") : t("format.custom")}
          </Badge>
          <Text size="sm" c="dimmed" data-testid="format-count">
            {t("format.chosen", { count: chosen, total: rows.length })}
          </Text>
        </Group>
        {canEdit ? (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setRows(includeAll(rows, true))}>
              {t("format.all")}
            </Button>
            <Button size="xs" variant="default" onClick={() => setRows(includeAll(rows, false))}>
              {t("format.none")}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setRows(editorColumns(data.attributes, data.attributes))}>
              {t("format.reset")}
            </Button>
          </Group>
        ) : null}
      </Group>

      {/* 35 columns: the list scrolls inside the card so the other sections stay within reach. */}
      <ScrollArea.Autosize mah={460} type="auto" offsetScrollbars>
        <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("format.listLabel")}>
          {rows.map((row, index) => (
            <Group
              component="li"
              key={row.key}
              gap="xs"
              wrap="nowrap"
              align="flex-start"
              data-testid={`format-row-${row.key}`}
              style={{ opacity: row.included ? 1 : 0.72 }}
            >
              <Checkbox
                mt={8}
                checked={row.included}
                disabled={!canEdit}
                onChange={(e) => setRows(updateRow(rows, index, { included: e.currentTarget.checked }))}
                aria-label={t("format.include", { column: label(row.key) })}
              />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="sm" wrap="wrap" align="flex-start">
                  <Text size="sm" fw={500} mt={8} w={{ base: "100%", sm: 170 }} truncate>
                    {label(row.key)}
                  </Text>
                  <TextInput
                    size="sm"
                    style={{ flex: 1, minWidth: 160 }}
                    value={row.header}
                    readOnly={!canEdit}
                    disabled={!row.included}
                    maxLength={MAPPING_HEADER_MAX + 10}
                    onChange={(e) => setRows(updateRow(rows, index, { header: e.currentTarget.value }))}
                    aria-label={t("format.headerLabel", { column: label(row.key) })}
                    error={headerError(row)}
                  />
                </Group>
              </Stack>
              {canEdit ? (
                <Group gap={4} wrap="nowrap" mt={4}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === 0}
                    onClick={() => setRows(moveRow(rows, index, -1))}
                    aria-label={t("format.moveUp", { column: label(row.key) })}
                  >
                    <IconArrowUp size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === rows.length - 1}
                    onClick={() => setRows(moveRow(rows, index, 1))}
                    aria-label={t("format.moveDown", { column: label(row.key) })}
                  >
                    <IconArrowDown size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              ) : null}
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>

      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("format.preview")}
        </Text>
        {chosen > 0 ? (
          <Code block data-testid="format-preview" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
            {previewHeaderRow(rows)}
          </Code>
        ) : (
          <Text size="sm" c="red">
            {t("format.noneChosen")}
          </Text>
        )}
      </Stack>

      {serverError ? (
        <Text size="sm" c="red" role="alert" style={{ whiteSpace: "pre-line" }}>
          {serverError}
        </Text>
      ) : null}

      {canEdit ? (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!changed || save.isPending} onClick={() => setRows(initial)}>
            {t("common.discard")}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!changed || !canSaveMapping(rows)}>
            {t("format.save")}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Download format (spec 1 §7): which columns a connections download writes, in which order, under which headers. */
export function DownloadFormatSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("configuration");
  const query = useConfigurationMappings();
  return (
    <SectionCard id="configuration-format" title={t("format.title")} description={t("format.description")}>
      {query.isPending ? (
        <SectionLoading rows={6} />
      ) : query.isError ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : (
        <Editor data={query.data} canEdit={canEdit} />
      )}
    </SectionCard>
  );
}
