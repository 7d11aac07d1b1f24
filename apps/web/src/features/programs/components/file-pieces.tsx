import { ActionIcon, Badge, Button, Group, Image, Menu, Paper, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import "@mantine/dropzone/styles.css";
import { MESSAGES } from "@quad/contract/rules/messages";
import { PROGRAM_MESSAGES } from "@quad/contract/rules/program";
import { IconFiles, IconTrash, IconUpload } from "@tabler/icons-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { acceptedTypesLabel, type FileRule, fileProblem } from "../../../lib/file-checks";
import { MAX_BANNERS, type ReusableFile } from "../uploads-model";

const ACCEPT: Record<"brochure" | "banners", Record<string, string[]>> = {
  brochure: { "application/pdf": [".pdf"], "image/jpeg": [".jpeg", ".jpg"] },
  banners: { "image/jpeg": [".jpeg", ".jpg"], "image/png": [".png"] },
};

/** An object URL for a chosen file, revoked when it changes. */
export function useObjectUrl(file: File | null): string | null {
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
  onFiles: (files: File[]) => void;
  onProblem: (message: string) => void;
}

/** Drag and drop (or a click) for the mouse, and a button beside it: the way in for the keyboard and phones. */
export function FileDrop({ field, rule, maxFiles, onFiles, onProblem }: DropProps) {
  const { t } = useTranslation("programs");
  const openRef = useRef<() => void>(null);
  return (
    <Group gap="sm" wrap="wrap" align="stretch">
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
        onClick={() => openRef.current?.()}
        style={{ alignSelf: "center" }}
      >
        {t(`files.${field}Drop`)}
      </Button>
    </Group>
  );
}

/** "Use a file of another program": the institution's brochures or banners, each with its program's name. */
export function ReuseMenu({ files, onPick }: { files: ReusableFile[]; onPick: (file: ReusableFile) => void }) {
  const { t } = useTranslation("programs");
  if (!files.length) return null;
  return (
    <Menu position="bottom-start" withinPortal shadow="md" width={320}>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" leftSection={<IconFiles size={14} aria-hidden="true" />}>
          {t("files.reuse")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: "auto" }}>
        {files.map((f) => (
          <Menu.Item key={f.id} onClick={() => onPick(f)}>
            <Text size="sm" truncate="end">
              {f.name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {f.program.name}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

interface BannerTileProps {
  url: string;
  name: string;
  unsaved?: boolean;
  readOnly: boolean;
  onRemove: () => void;
}

/** A banner's preview, with its remove button. */
export function BannerTile(props: BannerTileProps) {
  const { t } = useTranslation("programs");
  return (
    <Paper withBorder radius="md" pos="relative" style={{ overflow: "hidden" }} data-testid="banner-tile">
      <Image src={props.url} alt={t("files.bannerAlt", { name: props.name })} h={110} fit="cover" />
      {props.unsaved ? (
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

export function NewBannerTile({ file, readOnly, onRemove }: { file: File; readOnly: boolean; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return <BannerTile url={url ?? ""} name={file.name} unsaved readOnly={readOnly} onRemove={onRemove} />;
}
