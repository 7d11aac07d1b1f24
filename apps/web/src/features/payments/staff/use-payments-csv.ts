import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showInfoToast, showSuccessToast } from "../../../lib/api-client";
import { downloadLink, usePaymentsExport, useRequestPaymentsExport } from "../api/export-payments";
import type { PaymentsQuery } from "../api/list-payments";

/**
 * "Download CSV" on the staff's list (decision 115, amended): asks for the export, follows it while a job writes it,
 * then downloads its link. `preparing` from the click until it is ready or failed; `failed` until dismissed or asked
 * again. A refused request or an unreadable status is told by the API client's toast.
 */
export function usePaymentsCsv() {
  const { t } = useTranslation("payments");
  const [id, setId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const request = useRequestPaymentsExport();
  const status = usePaymentsExport(id);
  const current = status.data?.export;

  useEffect(() => {
    if (id === null || current?.id !== id) return;
    if (current.status === "ready" && current.csv_url) {
      setId(null);
      downloadLink(current.csv_url);
      showSuccessToast(t("staff.csv.ready"));
    } else if (current.status === "failed") {
      setId(null);
      setFailed(true);
    }
  }, [id, current, t]);

  useEffect(() => {
    if (status.isError) setId(null);
  }, [status.isError]);

  return {
    preparing: request.isPending || id !== null,
    failed,
    dismiss: () => setFailed(false),
    start(query: PaymentsQuery) {
      setFailed(false);
      request.mutate(query, {
        onSuccess: ({ export: asked }) => {
          setId(asked.id);
          showInfoToast(t("staff.csv.preparingNotice"));
        },
      });
    },
  };
}
