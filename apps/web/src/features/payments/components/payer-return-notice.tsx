import { Alert, Loader } from "@mantine/core";
import { IconCircleCheck, IconMailForward, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ReturnNotice } from "../payer/model";

/** Each outcome's colour, icon and texts (`payer.return.<notice>Title`, `…Body`). */
const NOTICES: Record<NonNullable<ReturnNotice>, { color: string; icon: ReactNode }> = {
  received: { color: "teal", icon: <IconCircleCheck size={20} aria-hidden="true" /> },
  confirming: { color: "blue", icon: <Loader size={18} /> },
  byMail: { color: "blue", icon: <IconMailForward size={20} aria-hidden="true" /> },
  notCompleted: { color: "orange", icon: <IconRefresh size={20} aria-hidden="true" /> },
};

/** What became of the checkout the payer comes back from, in plain words. */
export function PayerReturnNotice({ notice }: { notice: ReturnNotice }) {
  const { t } = useTranslation("payments");
  if (!notice) return null;
  const { color, icon } = NOTICES[notice];
  return (
    <Alert
      color={color}
      variant="light"
      icon={icon}
      role="status"
      aria-busy={notice === "confirming" ? "true" : undefined}
      title={t(`payer.return.${notice}Title`)}
    >
      {t(`payer.return.${notice}Body`)}
    </Alert>
  );
}
