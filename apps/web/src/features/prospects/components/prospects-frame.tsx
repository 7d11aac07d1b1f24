import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { usePlan } from "../../../lib/plan";
import { ProspectsNav } from "./prospects-nav";
import { ProspectsOffer } from "./prospects-offer";

/**
 * A prospect-and-engage page: its header, the sub-navigation and the page, or on no_access the area's offer
 * (the server refuses the calls too).
 */
export function ProspectsFrame({
  page,
  values,
  children,
}: {
  /** The page's texts: `<page>.title` and `<page>.subtitle` of the prospects namespace. */
  page: "discover" | "connect" | "insights" | "events";
  values?: Record<string, unknown>;
  children: ReactNode;
}) {
  const ready = useNamespace("prospects");
  const { t } = useTranslation("prospects");
  const tier = usePlan().prospect_engage;
  if (!ready) return <RouteLoader />;
  return (
    <Stack gap={0}>
      <PageHeader title={t(`${page}.title`)} description={t(`${page}.subtitle`, values)} />
      <ProspectsNav />
      {tier === "no_access" ? <ProspectsOffer need="free" /> : children}
    </Stack>
  );
}
