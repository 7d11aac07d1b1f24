import { SegmentedControl } from "@mantine/core";
import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import { useTranslation } from "react-i18next";
import { isLocale, useSessionStore } from "../../lib/session-store";

/** English / 中文 switch; the choice is persisted with the session store. */
export function LanguageSwitch({ size = "xs", fullWidth = false }: { size?: "xs" | "sm"; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const locale = useSessionStore((s) => s.locale);
  const setLocale = useSessionStore((s) => s.setLocale);
  return (
    <SegmentedControl
      size={size}
      fullWidth={fullWidth}
      radius="xl"
      value={locale}
      aria-label={t("language.switchLabel")}
      onChange={(value) => {
        if (isLocale(value)) setLocale(value as Locale, "user");
      }}
      data={LOCALES.map((value) => ({ value, label: t(`language.${value}`) }))}
    />
  );
}
