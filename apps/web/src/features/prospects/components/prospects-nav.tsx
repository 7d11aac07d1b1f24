import { Tabs } from "@mantine/core";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { activeProspectTab, PROSPECT_TABS } from "../model";

/** The sub-navigation between the prospect-and-engage pages. */
export function ProspectsNav() {
  const { t } = useTranslation("prospects");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      value={activeProspectTab(pathname)}
      onChange={(value) => value && void navigate({ href: value })}
      mb="lg"
      keepMounted={false}
    >
      <Tabs.List aria-label={t("nav.label")} style={{ flexWrap: "nowrap", overflowX: "auto" }}>
        {PROSPECT_TABS.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path} style={{ whiteSpace: "nowrap" }}>
            {t(`nav.${tab.key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
