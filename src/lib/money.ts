import { MONEY } from "./constants";

/** "EUR" → "Eur": the seed's currency label shows only its first letter in upper case. */
export function currencyLabel(currency: string): string {
  const lower = currency.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Formats an amount held in minor units (cents) for display in a language. */
export function formatMoney(amountMinor: number, locale: string, currency: string = MONEY.defaultCurrency): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: MONEY.minimumFractionDigits,
  }).format(amountMinor / MONEY.minorUnitsPerMajor);
}
