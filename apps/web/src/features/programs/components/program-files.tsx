import { ActionIcon, Anchor, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import "@mantine/dropzone/styles.css";
import type { ProgramFile } from "@quad/contract/api/programs";
import { formatFileSize } from "@quad/contract/rules/formats";
import { MESSAGES } from "@quad/contract/rules/messages";
import { PROGRAM_MESSAGES } from "@quad/contract/rules/program";
import { IconFileTypePdf, IconPhoto, IconTrash, IconUpload } from "@tabler/icons-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { acceptedTypesLabel, type FileRule, fileProblem } from "../../../lib/file-checks";
import { BANNER_RULE, BROCHURE_RULE, bannerSlotsLeft, MAX_BANNERS } from "../form-model";

export interface FileChanges {
  brochure: File | null;
  banners: File[];
  removeFileIds: number[];
}
export const NO_FILE_CHANGES: FileChanges = { brochure: null, banners: [], removeFileIds: [] };

const ACCEPT: Record<"brochure" | "banners", Record<string, string[]>> = {
  brochure: { "application/pdf": [".pdf"], "image/jpeg": [".jpeg", ".jpg"] },
  banners: { "image/jpeg": [".jpeg", ".jpg"], "image/png": [".png"] },
};

/** An object URL for a chosen file, revoked when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The server's words for a rejected file (translated where the app knows them). */
function rejectionMessage(rejections: FileRejection[], rule: FileRule): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes("too-many-files")) return PROGRAM_MESSAGES.tooManyBanners(MAX_BANNERS);
  const file = rejections[0]?.file;
  return (file && fileProblem(file, rule)) ?? MESSAGES.fileType(acceptedTypesLabel(rule));
}

interface DropProps {
  field: "brochure" | "banners";
  rule: FileRule;
  maxFiles: number;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  onProblem: (message: string) => void;
}

function Drop({ field, rule, maxFiles, disabled, onFiles, onProblem }: DropProps) {
  const { t } = useTranslation("programs");
  const openRef = useRef<() => void>(null);
  return (
    <Group gap="sm" wrap="wrap" align="stretch">
      {/* Drag and drop (or a click) for the mouse; the button beside it is the way in for the keyboard. */}
      <Dropzone
        openRef={openRef}
        onDrop={(files) => {
          const bad = files.map((f) => fileProblem(f, rule)).find((p) => p !== null);
          if (bad) onProblem(bad);
          else onFiles(files);
        }}
        onReject={(rejections) => onProblem(rejectionMessage(rejections, rule))}
        accept={ACCEPT[field]}
        maxSize={rule.maxMb * 1024 * 1024}
        multiple={field === "banners"}
        maxFiles={field === "banners" ? maxFiles : 1}
        disabled={disabled}
        activateOnKeyboard={false}
        inputProps={{ "data-testid": `${field}-input` } as React.InputHTMLAttributes<HTMLInputElement>}
        radius="md"
        p="sm"
        style={{ flex: "1 1 220px" }}
        // Phones do not drag files: the button alone.
        visibleFrom="sm"
      >
        <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: "none" }} mih={40}>
          <IconUpload size={20} stroke={1.5} aria-hidden="true" />
          <Text size="xs" c="dimmed">
            {t(`files.${field}Types`)}
          </Text>
        </Group>
      </Dropzone>
      <Button
        variant="light"
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        disabled={disabled}
        onClick={() => openRef.current?.()}
        style={{ alignSelf: "center" }}
      >
        {t(`files.${field}Drop`)}
      </Button>
    </Group>
  );
}

interface ProgramFilesProps {
  brochure: ProgramFile | null;
  banners: ProgramFile[];
  changes: FileChanges;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (changes: FileChanges) => void;
  onProblem: (field: "brochure" | "banners", message: string | null) => void;
  /** Translates a server message of a file field. */
  errorText: (field: string, message: string) => string;
}

function BannerTile(props: { url: string; name: string; fresh?: boolean; readOnly: boolean; onRemove: () => void }) {
  const { t } = useTranslation("programs");
  return (
    <Paper withBorder radius="md" pos="relative" style={{ overflow: "hidden" }} data-testid="banner-tile">
      <Image src={props.url} alt={t("files.bannerAlt", { name: props.name })} h={110} fit="cover" />
      {props.fresh ? (
        <Badge size="xs" color="teal" pos="absolute" top={6} left={6}>
          {t("files.unsaved")}
        </Badge>
      ) : null}
      {props.readOnly ? null : (
        <ActionIcon
          pos="absolute"
          top={6}
          right={6}
          color="red"
          variant="white"
          aria-label={t("files.removeBanner", { name: props.name })}
          onClick={props.onRemove}
        >
          <IconTrash size={14} aria-hidden="true" />
        </ActionIcon>
      )}
    </Paper>
  );
}

function NewBanner({ file, readOnly, onRemove }: { file: File; readOnly: boolean; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return <BannerTile url={url ?? ""} name={file.name} fresh readOnly={readOnly} onRemove={onRemove} />;
}

/**
 * The program's brochure (pdf or jpeg, 20 MB, one: a new one replaces it) and banners (jpeg/jpg/png, 20 MB, at most
 * 3) with previews; files chosen here are sent with the next save, removals too.
 */
export function ProgramFiles(props: ProgramFilesProps) {
  const { t } = useTranslation("programs");
  const { changes, onChange, readOnly, errors } = props;
  const brochureRemoved = props.brochure !== null && changes.removeFileIds.includes(props.brochure.id);
  const keptBrochure = brochureRemoved ? null : props.brochure;
  const newBrochureUrl = useObjectUrl(changes.brochure);
  const keptBanners = props.banners.filter((b) => !changes.removeFileIds.includes(b.id));
  const slots = bannerSlotsLeft(
    props.banners.length,
    props.banners.length - keptBanners.length,
    changes.banners.length,
  );
  const helper = t("files.sizeHelper", { mb: BROCHURE_RULE.maxMb });

  const brochureName = changes.brochure?.name ?? keptBrochure?.name ?? null;
  const brochureUrl = newBrochureUrl ?? keptBrochure?.url ?? null;
  const isPdf = changes.brochure
    ? changes.brochure.type === "application/pdf"
    : keptBrochure?.content_type === "application/pdf";

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs" data-testid="brochure-field">
        <Text fw={600} size="sm">
          {t("files.brochure")}
        </Text>
        {brochureName && brochureUrl ? (
          <Paper withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap">
              {isPdf ? (
                <IconFileTypePdf size={28} stroke={1.5} aria-hidden="true" color="var(--mantine-color-red-7)" />
              ) : (
                <IconPhoto size={28} stroke={1.5} aria-hidden="true" />
              )}
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Anchor href={brochureUrl} target="_blank" rel="noopener noreferrer" size="sm" truncate="end">
                  {brochureName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatFileSize(changes.brochure?.size ?? keptBrochure?.size_bytes ?? 0)}
                  {changes.brochure ? ` · ${t("files.unsaved")}` : ""}
                </Text>
              </Stack>
              {readOnly ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("files.removeBrochure", { name: brochureName })}
                  onClick={() =>
                    onChange(
                      changes.brochure
                        ? { ...changes, brochure: null }
                        : { ...changes, removeFileIds: [...changes.removeFileIds, props.brochure?.id ?? 0] },
                    )
                  }
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        ) : null}
        {readOnly ? null : (
          <Drop
            field="brochure"
            rule={BROCHURE_RULE}
            maxFiles={1}
            disabled={false}
            onProblem={(m) => props.onProblem("brochure", m)}
            onFiles={(files) => {
              props.onProblem("brochure", null);
              onChange({ ...changes, brochure: files[0] ?? null });
            }}
          />
        )}
        <Text size="xs" c="dimmed">
          {brochureName && !readOnly ? `${helper} · ${t("files.brochureReplaces")}` : helper}
        </Text>
        {errors.brochure ? (
          <Text size="xs" c="red.8" role="alert">
            {props.errorText("brochure", errors.brochure)}
          </Text>
        ) : null}
      </Stack>

      <Stack gap="xs" data-testid="banners-field">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t("files.banners")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("files.bannersCount", { used: MAX_BANNERS - slots, max: MAX_BANNERS })}
          </Text>
        </Group>
        {keptBanners.length + changes.banners.length > 0 ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            {keptBanners.map((b) => (
              <BannerTile
                key={b.id}
                url={b.url}
                name={b.name}
                readOnly={readOnly}
                onRemove={() => onChange({ ...changes, removeFileIds: [...changes.removeFileIds, b.id] })}
              />
            ))}
            {changes.banners.map((f, i) => (
              <NewBanner
                key={`${f.name}-${f.size}-${f.lastModified}`}
                file={f}
                readOnly={readOnly}
                onRemove={() => onChange({ ...changes, banners: changes.banners.filter((_, j) => j !== i) })}
              />
            ))}
          </SimpleGrid>
        ) : null}
        {readOnly || slots === 0 ? null : (
          <Drop
            field="banners"
            rule={BANNER_RULE}
            maxFiles={slots}
            disabled={slots === 0}
            onProblem={(m) => props.onProblem("banners", m)}
            onFiles={(files) => {
              props.onProblem("banners", null);
              onChange({ ...changes, banners: [...changes.banners, ...files.slice(0, slots)] });
            }}
          />
        )}
        <Text size="xs" c="dimmed">
          {helper}
        </Text>
        {errors.banners ? (
          <Text size="xs" c="red.8" role="alert">
            {props.errorText("banners", errors.banners)}
          </Text>
        ) : null}
      </Stack>
    </SimpleGrid>
  );
}
