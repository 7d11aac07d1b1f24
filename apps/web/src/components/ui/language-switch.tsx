import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import { useTranslation } from "react-i18next";
import { useLocale, useSessionStore } from "../../lib/session-store";
import { Segmented } from "./segmented";

/** English / 中文 switch; the choice is persisted with the session store. */
export function LanguageSwitch({
  size = "xs",
  fullWidth = false,
  onChange,
}: {
  size?: "xs" | "sm";
  fullWidth?: boolean;
  /** Replaces the default (the session store's locale): a signed-in guest's choice is also saved. */
  onChange?: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const setLocale = useSessionStore((s) => s.setLocale);
  return (
    <Segmented<Locale>
      size={size}
      fullWidth={fullWidth}
      radius="xl"
      value={locale}
      aria-label={t("language.switchLabel")}
      onChange={(value) => {
        if (onChange) onChange(value);
        else setLocale(value, "user");
      }}
      data={LOCALES.map((value) => ({ value, label: t(`language.${value}`) }))}
    />
  );
}
