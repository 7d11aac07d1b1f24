import { ActionIcon, Menu } from "@mantine/core";
import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocale, useSessionStore } from "../../lib/session-store";

/**
 * The language switch where a segmented English / 中文 control does not fit (a phone's header): a globe button
 * whose menu lists both languages, each in its own language. `onChange` replaces the default (the session store's
 * locale), for a signed-in guest whose choice is also saved to the account.
 */
export function LanguageMenu({ onChange }: { onChange?: (locale: Locale) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const setLocale = useSessionStore((s) => s.setLocale);
  const choose = onChange ?? ((value: Locale) => setLocale(value, "user"));
  return (
    <Menu position="bottom-end" width={160} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={36} radius="xl" aria-label={t("language.switchLabel")}>
          <IconLanguage size={20} stroke={1.7} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("language.switchLabel")}</Menu.Label>
        {LOCALES.map((value) => (
          <Menu.Item
            key={value}
            lang={value}
            aria-current={value === locale ? "true" : undefined}
            rightSection={value === locale ? <IconCheck size={14} aria-hidden="true" /> : null}
            onClick={() => {
              if (value !== locale) choose(value);
            }}
          >
            {t(`language.${value}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
