/*
 * Money in integer minor units of its currency (cents, pence; whole yen),
 * and the one way the product writes an amount: pages, emails, receipts,
 * the CLI and the admin figures all go through formatMoney, so a figure
 * reads the same everywhere. Pure and self-contained: the web app imports
 * it too.
 */

/**
 * Currencies counted in whole units. JPY, KRW, CLP and HUF as the spec
 * shows them; UGX and VND have no minor unit at all (ISO 4217), and
 * payment processors charge them in whole units.
 */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW', 'CLP', 'HUF', 'UGX', 'VND'])

/** Digits after the decimal point: 0 or 2. */
export function currencyExponent(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2
}

/** 375550 KES → 3755.5; for APIs that still speak major units. */
export function toMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** currencyExponent(currency)
}

/** 3755.5 KES → 375550, rounding halves up (EPSILON keeps 1.005 from rounding down through float error). */
export function toMinor(amount: number, currency: string): number {
  const factor = 10 ** currencyExponent(currency)
  return Math.round((amount + Math.sign(amount) * Number.EPSILON) * factor)
}

const formatters = new Map<string, Intl.NumberFormat>()

/** 375550 KES → "KES 3,755.50"; 2900 USD → "$29.00"; 44491 JPY → "¥44,491". */
export function formatMoney(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase()
  let formatter = formatters.get(code)
  if (!formatter) {
    const digits = currencyExponent(code)
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(code, formatter)
  }
  // Intl puts a no-break space after a currency code; a plain one reads and copies the same everywhere.
  return formatter.format(toMajor(amountMinor, code)).replace(/\u00a0/g, ' ')
}

/** An amount as the API answers it: exact minor units, the currency, and the words every screen shows. */
export interface Money {
  amountMinor: number
  currency: string
  formatted: string
}

export function money(amountMinor: number, currency: string): Money {
  return { amountMinor, currency: currency.toUpperCase(), formatted: formatMoney(amountMinor, currency) }
}
