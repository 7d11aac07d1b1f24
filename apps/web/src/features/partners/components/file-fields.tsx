import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import type { InstituteType } from "@quad/contract/rules/constants";
import { formatFileSize } from "@quad/contract/rules/formats";
import { IconFileTypePdf, IconPhotoPlus, IconTrash, IconUpload } from "@tabler/icons-react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type FileRule, fileProblem } from "../../../lib/file-checks";

/** An object URL for a chosen file, revoked when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

interface FileSlotProps {
  label: string;
  hint: string;
  rule: FileRule;
  stored: { name: string; url: string } | null;
  chosen: File | null;
  removed: boolean;
  error?: string;
  readOnly: boolean;
  onChoose: (file: File) => void;
  onProblem: (message: string) => void;
  onRemove: () => void;
  testId: string;
}

/** Logo or brochure: preview (image) or file name, replace, remove, the client-side checks. */
export function FileSlot(props: FileSlotProps) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const { label, hint, rule, stored, chosen, removed, error, readOnly } = props;
  const chosenUrl = useObjectUrl(chosen);
  const url = chosenUrl ?? (removed ? null : (stored?.url ?? null));
  const isPdf = chosen ? chosen.type === "application/pdf" : Boolean(stored?.name.toLowerCase().endsWith(".pdf"));
  const name = chosen?.name ?? stored?.name ?? "";

  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {label}
          </Text>
          {chosen ? (
            <Badge size="sm" variant="light" color="teal">
              {t("institution.files.unsaved")}
            </Badge>
          ) : null}
        </Group>
        <Paper bg="gray.0" radius="sm" h={120} style={{ display: "grid", placeItems: "center", overflow: "hidden" }}>
          {url && !isPdf ? (
            <Image src={url} alt={t("institution.files.previewOf", { name: label })} h={120} fit="contain" />
          ) : url && isPdf ? (
            <Stack gap={4} align="center">
              <IconFileTypePdf size={36} stroke={1.5} aria-hidden="true" color="var(--mantine-color-red-7)" />
              <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs" maw={200} truncate="end">
                {name}
              </Anchor>
            </Stack>
          ) : (
            <Text size="xs" c="dimmed">
              {t("institution.files.none")}
            </Text>
          )}
        </Paper>
        <Text size="xs" c="dimmed">
          {hint}
          {chosen ? ` · ${formatFileSize(chosen.size)}` : ""}
        </Text>
        {error ? (
          <Text size="xs" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        {readOnly ? null : (
          <Group gap="xs">
            <FileButton
              accept={rule.types.join(",")}
              onChange={(file) => {
                if (!file) return;
                const problem = fileProblem(file, rule);
                if (problem) props.onProblem(problem);
                else props.onChoose(file);
              }}
            >
              {(p) => (
                <Button {...p} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden="true" />}>
                  {url ? t("institution.files.replace") : t("institution.files.upload")}
                </Button>
              )}
            </FileButton>
            {url ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={props.onRemove}
              >
                {t("institution.files.remove")}
              </Button>
            ) : null}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function NewImage({ file, onRemove, readOnly }: { file: File; onRemove: () => void; readOnly: boolean }) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const url = useObjectUrl(file);
  return <ImageTile url={url ?? ""} name={file.name} onRemove={onRemove} readOnly={readOnly} fresh t={t} />;
}

function ImageTile(props: {
  url: string;
  name: string;
  onRemove: () => void;
  readOnly: boolean;
  fresh?: boolean;
  t: (key: string, opts?: Record<string, unknown>) => string;
}) {
  return (
    <Paper withBorder radius="md" pos="relative" style={{ overflow: "hidden" }}>
      <Image src={props.url} alt={props.t("institution.files.imageAlt", { name: props.name })} h={110} fit="cover" />
      {props.fresh ? (
        <Badge size="xs" color="teal" pos="absolute" top={6} left={6}>
          {props.t("institution.files.unsaved")}
        </Badge>
      ) : null}
      {props.readOnly ? null : (
        <ActionIcon
          pos="absolute"
          top={6}
          right={6}
          color="red"
          variant="white"
          aria-label={props.t("institution.files.removeImage", { name: props.name })}
          onClick={props.onRemove}
        >
          <IconTrash size={14} aria-hidden="true" />
        </ActionIcon>
      )}
    </Paper>
  );
}

interface ImagesFieldProps {
  rule: FileRule;
  stored: { name: string; url: string }[];
  removed: string[];
  added: File[];
  slotsLeft: number;
  error?: string;
  readOnly: boolean;
  onAdd: (files: File[]) => void;
  onProblem: (message: string) => void;
  onRemoveStored: (name: string) => void;
  onRemoveAdded: (index: number) => void;
  /** Whose images: a school's are "School images", a university's "College images". */
  instituteType: InstituteType;
}

/** Up to 3 images of the institution (jpeg/jpg/png, 20 MB each, recommended 1700x390) with previews. */
export function ImagesField(props: ImagesFieldProps) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const kept = props.stored.filter((s) => !props.removed.includes(s.name));
  const empty = kept.length + props.added.length === 0;
  return (
    <Stack gap="xs" data-testid="images-field">
      <Group justify="space-between">
        <div>
          <Text fw={600} size="sm">
            {t("institution.files.images", { context: props.instituteType })}
          </Text>
          <Text size="xs" c="dimmed">
            {t("institution.files.imagesHint")}
          </Text>
        </div>
        {props.readOnly ? null : (
          <FileButton
            multiple
            accept={props.rule.types.join(",")}
            disabled={props.slotsLeft === 0}
            onChange={(files) => {
              const problems = files.map((f) => fileProblem(f, props.rule)).filter((p): p is string => p !== null);
              if (problems[0]) props.onProblem(problems[0]);
              const ok = files.filter((f) => fileProblem(f, props.rule) === null).slice(0, props.slotsLeft);
              if (ok.length) props.onAdd(ok);
            }}
          >
            {(p) => (
              <Button {...p} size="xs" variant="light" leftSection={<IconPhotoPlus size={14} aria-hidden="true" />}>
                {t("institution.files.addImages", { n: props.slotsLeft })}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {props.error ? (
        <Text size="xs" c="red.8" role="alert">
          {props.error}
        </Text>
      ) : null}
      {empty ? (
        <Paper withBorder radius="md" p="lg" style={{ borderStyle: "dashed" }}>
          <Text size="sm" c="dimmed" ta="center">
            {t("institution.files.noImages")}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {kept.map((s) => (
            <ImageTile
              key={s.name}
              url={s.url}
              name={s.name}
              readOnly={props.readOnly}
              onRemove={() => props.onRemoveStored(s.name)}
              t={t}
            />
          ))}
          {props.added.map((f, i) => (
            <NewImage
              key={`${f.name}-${f.size}-${f.lastModified}`}
              file={f}
              readOnly={props.readOnly}
              onRemove={() => props.onRemoveAdded(i)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
