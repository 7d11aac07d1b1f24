import type { TierNeed } from "@quad/contract/rules/plans";
import { PROSPECT_CONNECT_LIMITS } from "@quad/contract/rules/plans";
import { useTranslation } from "react-i18next";
import { PlanOffer, type PlanOfferFigure } from "../../../components/plan/plan-offer";
import { formatNumber } from "../../../lib/i18n";
import { useProspectSummary } from "../api/get-summary";

/**
 * The offer of prospect-and-engage (decision 112): on no_access the area itself (`free`), on free a paid page's
 * extras (`paid`), with the platform's real figures from the ungated GET prospects/summary (rounded to tens).
 */
export function ProspectsOffer({ need }: { need: TierNeed }) {
  const { t, i18n } = useTranslation("prospects");
  const summary = useProspectSummary();
  const s = summary.data;
  const years = s?.graduation_years ?? [];
  const figures: PlanOfferFigure[] = s
    ? [
        { label: t("offer.students"), value: formatNumber(s.discoverable_students, i18n.language) },
        { label: t("offer.countries"), value: formatNumber(s.countries, i18n.language) },
        ...(years.length > 0 ? [{ label: t("offer.years"), value: `${years[0]}–${years[years.length - 1]}` }] : []),
      ]
    : [];
  return need === "free" ? (
    <PlanOffer
      area="prospect_engage"
      need="free"
      title={t("offer.title")}
      lead={t("offer.lead")}
      points={[
        t("offer.points.discover"),
        t("offer.points.connect"),
        t("offer.points.insights"),
        t("offer.points.events"),
      ]}
      figures={figures}
    />
  ) : (
    <PlanOffer
      area="prospect_engage"
      need="paid"
      title={t("offer.paidTitle")}
      lead={t("offer.paidLead", { limit: PROSPECT_CONNECT_LIMITS.paid })}
      points={[
        t("offer.paidPoints.names"),
        t("offer.paidPoints.pages"),
        t("offer.paidPoints.filters"),
        t("offer.paidPoints.invite"),
      ]}
      figures={figures}
    />
  );
}
