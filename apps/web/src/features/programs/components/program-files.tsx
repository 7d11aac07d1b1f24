import { ActionIcon, Anchor, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ProgramFile } from "@quad/contract/api/programs";
import { formatFileSize } from "@quad/contract/rules/formats";
import { IconFileTypePdf, IconPhoto, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useReusableFiles } from "../api/list-reusable-files";
import {
  BANNER_RULE,
  BROCHURE_RULE,
  bannerSlotsLeft,
  type FileChanges,
  MAX_BANNERS,
  reusableChoices,
} from "../uploads-model";
import { BannerTile, FileDrop, NewBannerTile, ReuseMenu, useObjectUrl } from "./file-pieces";

interface ProgramFilesProps {
  programId: number | null;
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

/** The brochure shown: a new file, another program's, or the program's own (unless taken off). */
function shownBrochure(props: ProgramFilesProps, newUrl: string | null) {
  const { changes, brochure } = props;
  if (changes.brochure && newUrl)
    return {
      name: changes.brochure.name,
      url: newUrl,
      size: changes.brochure.size,
      pdf: changes.brochure.type === "application/pdf",
      unsaved: true,
    };
  const reused = changes.reuseBrochure;
  if (reused)
    return {
      name: reused.name,
      url: reused.url,
      size: reused.size_bytes,
      pdf: reused.content_type === "application/pdf",
      unsaved: true,
    };
  if (brochure && !changes.removeFileIds.includes(brochure.id))
    return {
      name: brochure.name,
      url: brochure.url,
      size: brochure.size_bytes,
      pdf: brochure.content_type === "application/pdf",
      unsaved: false,
    };
  return null;
}

/**
 * The program's brochure (pdf or jpeg, 20 MB, one: a new one replaces it) and banners (jpeg/jpg/png, 20 MB, at most
 * 3) with previews; files chosen here, files of other programs picked for reuse and removals go with the next save.
 */
export function ProgramFiles(props: ProgramFilesProps) {
  const { t } = useTranslation("programs");
  const { changes, onChange, readOnly, errors } = props;
  const newBrochureUrl = useObjectUrl(changes.brochure);
  const shown = shownBrochure(props, newBrochureUrl);
  const keptBanners = props.banners.filter((b) => !changes.removeFileIds.includes(b.id));
  const added = changes.banners.length + changes.reuseBanners.length;
  const slots = bannerSlotsLeft(props.banners.length, props.banners.length - keptBanners.length, added);
  const helper = t("files.sizeHelper", { mb: BROCHURE_RULE.maxMb });
  const reusableBrochures = useReusableFiles("brochure", !readOnly);
  const reusableBanners = useReusableFiles("banner", !readOnly);
  const brochureChoices = reusableChoices(
    reusableBrochures.data ?? [],
    props.programId,
    changes.reuseBrochure ? [changes.reuseBrochure] : [],
  );
  const bannerChoices = reusableChoices(reusableBanners.data ?? [], props.programId, changes.reuseBanners);

  const removeBrochure = () => {
    if (changes.brochure) onChange({ ...changes, brochure: null });
    else if (changes.reuseBrochure) onChange({ ...changes, reuseBrochure: null });
    else if (props.brochure) onChange({ ...changes, removeFileIds: [...changes.removeFileIds, props.brochure.id] });
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs" data-testid="brochure-field">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t("files.brochure")}
          </Text>
          {readOnly ? null : (
            <ReuseMenu
              files={brochureChoices}
              onPick={(f) => {
                props.onProblem("brochure", null);
                onChange({ ...changes, brochure: null, reuseBrochure: f });
              }}
            />
          )}
        </Group>
        {shown ? (
          <Paper withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap">
              {shown.pdf ? (
                <IconFileTypePdf size={28} stroke={1.5} aria-hidden="true" color="var(--mantine-color-red-7)" />
              ) : (
                <IconPhoto size={28} stroke={1.5} aria-hidden="true" />
              )}
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Anchor href={shown.url} target="_blank" rel="noopener noreferrer" size="sm" truncate="end">
                  {shown.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatFileSize(shown.size)}
                  {shown.unsaved ? ` · ${t("files.unsaved")}` : ""}
                </Text>
              </Stack>
              {readOnly ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("files.removeBrochure", { name: shown.name })}
                  onClick={removeBrochure}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        ) : readOnly ? (
          <Text size="sm" c="dimmed">
            {t("files.noBrochure")}
          </Text>
        ) : null}
        {readOnly ? null : (
          <FileDrop
            field="brochure"
            rule={BROCHURE_RULE}
            maxFiles={1}
            onProblem={(m) => props.onProblem("brochure", m)}
            onFiles={(files) => {
              props.onProblem("brochure", null);
              onChange({ ...changes, brochure: files[0] ?? null, reuseBrochure: null });
            }}
          />
        )}
        {readOnly ? null : (
          <Text size="xs" c="dimmed">
            {shown ? `${helper} · ${t("files.brochureReplaces")}` : helper}
          </Text>
        )}
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
          <Group gap="xs">
            {readOnly || slots === 0 ? null : (
              <ReuseMenu
                files={bannerChoices}
                onPick={(f) => {
                  props.onProblem("banners", null);
                  onChange({ ...changes, reuseBanners: [...changes.reuseBanners, f] });
                }}
              />
            )}
            <Text size="xs" c="dimmed">
              {t("files.bannersCount", { used: MAX_BANNERS - slots, max: MAX_BANNERS })}
            </Text>
          </Group>
        </Group>
        {keptBanners.length + added > 0 ? (
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
            {changes.reuseBanners.map((f) => (
              <BannerTile
                key={`reuse-${f.id}`}
                url={f.url}
                name={f.name}
                unsaved
                readOnly={readOnly}
                onRemove={() =>
                  onChange({ ...changes, reuseBanners: changes.reuseBanners.filter((x) => x.id !== f.id) })
                }
              />
            ))}
            {changes.banners.map((f) => (
              <NewBannerTile
                key={`${f.name}-${f.size}-${f.lastModified}`}
                file={f}
                readOnly={readOnly}
                onRemove={() => onChange({ ...changes, banners: changes.banners.filter((x) => x !== f) })}
              />
            ))}
          </SimpleGrid>
        ) : readOnly ? (
          <Text size="sm" c="dimmed">
            {t("files.noBanners")}
          </Text>
        ) : null}
        {readOnly || slots === 0 ? null : (
          <FileDrop
            field="banners"
            rule={BANNER_RULE}
            maxFiles={slots}
            onProblem={(m) => props.onProblem("banners", m)}
            onFiles={(files) => {
              props.onProblem("banners", null);
              onChange({ ...changes, banners: [...changes.banners, ...files.slice(0, slots)] });
            }}
          />
        )}
        {readOnly ? null : (
          <Text size="xs" c="dimmed">
            {helper}
          </Text>
        )}
        {errors.banners ? (
          <Text size="xs" c="red.8" role="alert">
            {props.errorText("banners", errors.banners)}
          </Text>
        ) : null}
      </Stack>
    </SimpleGrid>
  );
}
