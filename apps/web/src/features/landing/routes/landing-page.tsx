import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { LandingAudiences } from "../components/landing-audiences";
import { LandingFigures } from "../components/landing-figures";
import { LandingHero } from "../components/landing-hero";
import { LandingSteps } from "../components/landing-steps";

/**
 * "/" for a visitor (issue 24 §6): what Quad is and for whom, its figures, registration for schools and universities,
 * sign-in and the way into the webinar area. Its own lazy chunk with its own texts; no data calls, one small image.
 */
export default function LandingPage() {
  const { t } = useTranslation("landing");
  const ready = useNamespace("landing");

  useEffect(() => {
    if (ready) document.title = t("title");
  }, [ready, t]);

  if (!ready) return <RouteLoader />;
  return (
    <>
      <LandingHero />
      <LandingFigures />
      <LandingAudiences />
      <LandingSteps />
    </>
  );
}
