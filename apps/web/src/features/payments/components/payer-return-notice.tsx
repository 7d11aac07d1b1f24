import { Alert, Loader } from "@mantine/core";
import { IconCircleCheck, IconMailForward, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ReturnNotice } from "../payer/model";

/** What became of the checkout the payer comes back from, in plain words. */
export function PayerReturnNotice({ notice }: { notice: ReturnNotice }) {
  const { t } = useTranslation("payments");
  if (!notice) return null;
  if (notice === "received")
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
        role="status"
        title={t("payer.return.receivedTitle")}
      >
        {t("payer.return.receivedBody")}
      </Alert>
    );
  if (notice === "confirming")
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<Loader size={18} />}
        role="status"
        aria-busy="true"
        title={t("payer.return.confirmingTitle")}
      >
        {t("payer.return.confirmingBody")}
      </Alert>
    );
  if (notice === "byMail")
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconMailForward size={20} aria-hidden="true" />}
        role="status"
        title={t("payer.return.byMailTitle")}
      >
        {t("payer.return.byMailBody")}
      </Alert>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconRefresh size={20} aria-hidden="true" />}
      role="status"
      title={t("payer.return.notCompletedTitle")}
    >
      {t("payer.return.notCompletedBody")}
    </Alert>
  );
}
