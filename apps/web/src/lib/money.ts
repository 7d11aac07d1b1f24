import { minorToText, minorUnitDigits } from "@quad/contract/rules/payments";

/**
 * Money as the reader reads it (issue 27): an amount in minor units and its currency, written by Intl.NumberFormat
 * in the reader's language with the currency's own digits (USD 2, JPY 0, KWD 3). The amount goes to Intl as its
 * exact decimal text, never through float arithmetic.
 */
export function formatMoney(money: { amount_minor: number; currency: string }, locale: string): string {
  const digits = minorUnitDigits(money.currency);
  const format = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl reads a decimal string exactly (ES2023 Intl.NumberFormat v3).
  return format.format(minorToText(money.amount_minor, money.currency) as `${number}`);
}
