/**
 * Currencies a program's costs may be in (spec 3 §7 GET /partners/currencies): ISO 4217 codes with their
 * English names, the currencies of the countries students most often apply to and from.
 */
export const CURRENCIES = [
  { code: "USD", name: "US Dollar" },
  { code: "EUR", name: "Euro" },
  { code: "GBP", name: "Pound Sterling" },
  { code: "CAD", name: "Canadian Dollar" },
  { code: "AUD", name: "Australian Dollar" },
  { code: "NZD", name: "New Zealand Dollar" },
  { code: "CHF", name: "Swiss Franc" },
  { code: "SEK", name: "Swedish Krona" },
  { code: "NOK", name: "Norwegian Krone" },
  { code: "DKK", name: "Danish Krone" },
  { code: "PLN", name: "Zloty" },
  { code: "CZK", name: "Czech Koruna" },
  { code: "HUF", name: "Forint" },
  { code: "JPY", name: "Yen" },
  { code: "CNY", name: "Yuan Renminbi" },
  { code: "HKD", name: "Hong Kong Dollar" },
  { code: "SGD", name: "Singapore Dollar" },
  { code: "KRW", name: "Won" },
  { code: "MYR", name: "Malaysian Ringgit" },
  { code: "THB", name: "Baht" },
  { code: "INR", name: "Indian Rupee" },
  { code: "IDR", name: "Rupiah" },
  { code: "PHP", name: "Philippine Peso" },
  { code: "VND", name: "Dong" },
  { code: "AED", name: "UAE Dirham" },
  { code: "SAR", name: "Saudi Riyal" },
  { code: "TRY", name: "Turkish Lira" },
  { code: "ZAR", name: "Rand" },
  { code: "NGN", name: "Naira" },
  { code: "BRL", name: "Brazilian Real" },
  { code: "MXN", name: "Mexican Peso" },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]["code"];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCY_CODES as readonly string[]).includes(value);
}
