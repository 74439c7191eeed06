/*
 * Card checks made before any charge (spec sections 5 and 9). Pure, so the
 * server can refuse a bad card without asking the payment gateway, and the
 * web app could reuse the same rules.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown'

/** Card numbers are at most 19 digits (spec section 9). */
export const MAX_CARD_DIGITS = 19
const MIN_CARD_DIGITS = 12

/**
 * The digits of a card number as typed: the form groups them in fours, so
 * spaces (and dashes, which some people type) are dropped. Anything else
 * makes the number unreadable and gives null.
 */
export function normaliseCardNumber(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const digits = value.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(digits) || digits.length > MAX_CARD_DIGITS) return null
  return digits
}

export function passesLuhn(digits: string) {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^4/.test(digits)) return 'visa'
  const firstTwo = Number(digits.slice(0, 2))
  const firstFour = Number(digits.slice(0, 4))
  if ((firstTwo >= 51 && firstTwo <= 55) || (firstFour >= 2221 && firstFour <= 2720)) return 'mastercard'
  const firstThree = Number(digits.slice(0, 3))
  const firstSix = Number(digits.slice(0, 6))
  if (
    /^6011/.test(digits) ||
    /^65/.test(digits) ||
    (firstThree >= 644 && firstThree <= 649) ||
    (firstSix >= 622126 && firstSix <= 622925)
  ) {
    return 'discover'
  }
  return 'unknown'
}

/** A usable card number: digits only once normalised, a plausible length, and a valid check digit. */
export function isValidCardNumber(value: unknown) {
  const digits = normaliseCardNumber(value)
  return digits !== null && digits.length >= MIN_CARD_DIGITS && passesLuhn(digits)
}

export interface CardExpiry {
  month: number
  year: number
}

/** "MM/YY" as the public form formats it, or "MM/YYYY" from the owner checkout; null when unreadable. */
export function parseExpiry(value: unknown): CardExpiry | null {
  if (typeof value !== 'string') return null
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value)
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  return { month, year }
}

/** A card stays valid through the last day of its expiry month, in UTC. */
export function isExpired(expiry: CardExpiry, now: Date) {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() + 1
  return expiry.year < year || (expiry.year === year && expiry.month < month)
}

/** Three digits, four for American Express. */
export function isValidSecurityCode(value: unknown, brand: CardBrand) {
  if (typeof value !== 'string') return false
  return (brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(value.trim())
}
