import { Stack, Text } from "@mantine/core";
import type { ApplicationListItem } from "@quad/contract/api/applications-list";
import { useTranslation } from "react-i18next";

/** An amount in its currency ("$75.00", "US$75.00"); the plain amount when the currency is unknown. */
export function money(amount: string, currency: string | null, locale: string): string {
  if (!currency) return amount;
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The application fee: its amount and whether it is paid, unpaid or waived. */
export function FeeText({ row }: { row: Pick<ApplicationListItem, "application_fee" | "fee_status" | "fee_waived"> }) {
  const { t, i18n } = useTranslation("applications");
  const fee = row.application_fee;
  const amount = fee ? money(fee.amount, fee.currency, i18n.language) : null;
  return (
    <Stack gap={0}>
      {amount ? <Text size="sm">{amount}</Text> : null}
      <Text size={amount ? "xs" : "sm"} c={amount ? "dimmed" : undefined}>
        {t(`fee.${row.fee_status}`)}
      </Text>
    </Stack>
  );
}
