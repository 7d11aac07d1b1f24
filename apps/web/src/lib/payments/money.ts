import { minorToText, minorUnitDigits } from "@quad/contract/rules/payments";

/** Money as the contract gives it: an integer count of the currency's minor unit and an ISO 4217 code. */
export interface MoneyValue {
  amount_minor: number;
  currency: string;
}

/**
 * Money in the reader's language ("$75.00", "US$75.00", "¥1,000", "KWD 1.250"), from minor units and the
 * currency's digits (the contract's `minorUnitDigits`); `whole` drops a zero fraction (tuition: "$20,000").
 */
export function formatMoney(money: MoneyValue, locale: string, opts: { whole?: boolean } = {}): string {
  const digits = minorUnitDigits(money.currency);
  const text = minorToText(money.amount_minor, money.currency);
  const shown = opts.whole && money.amount_minor % 10 ** digits === 0 ? 0 : digits;
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: money.currency,
      minimumFractionDigits: shown,
      maximumFractionDigits: shown,
    }).format(Number(text));
  } catch {
    return `${text} ${money.currency}`;
  }
}

/** A range of money ("$20,000 – $30,000"); one amount when both ends are the same or one is missing. */
export function formatMoneyRange(
  min: MoneyValue | null,
  max: MoneyValue | null,
  locale: string,
  opts: { whole?: boolean } = {},
): string | null {
  if (!min && !max) return null;
  if (min && max && min.amount_minor !== max.amount_minor)
    return `${formatMoney(min, locale, opts)} – ${formatMoney(max, locale, opts)}`;
  return formatMoney((min ?? max) as MoneyValue, locale, opts);
}
