import { Anchor } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNamespace } from "../../lib/i18n";

/** "View profile" beside a university's name: opens its public profile (the screen's drawer). */
export function UniversityProfileLink({ name, onOpen }: { name: string; onOpen: () => void }) {
  const ready = useNamespace("universityProfile");
  const { t } = useTranslation("universityProfile");
  if (!ready) return null;
  return (
    <Anchor component="button" type="button" size="sm" onClick={onOpen} aria-label={t("openAria", { name })}>
      <IconBuildingBank size={14} aria-hidden="true" style={{ verticalAlign: "-2px", marginRight: 4 }} />
      {t("open")}
    </Anchor>
  );
}
