/*
 * Plan prices, the free trial and the customer's display currency
 * (spec section 9). Pure (its only import is the money module beside it)
 * so the API, which computes what is charged, and the web app, which only
 * displays it, agree to the cent.
 */
import { currencyExponent, toMajor } from './money.js'

export type Billing = 'monthly' | 'annual'
export type PricePeriod = 'monthly' | 'annual' | 'one_time'

/** What a plan costs in whole US dollars for one billing choice. */
export interface PlanPrice {
  planType: string
  price: number
  period: PricePeriod
  /** The undiscounted yearly figure, shown struck through beside an annual price. */
  originalPrice?: number
  /** Free days before the first charge; 0 when the plan is paid today. */
  trialDays: number
}

interface PriceListEntry {
  monthly?: number
  annual?: { price: number; originalPrice: number }
  oneTime?: number
  trialDays: number
}

export const TRIAL_DAYS = 7

export const PRICE_LIST: Readonly<Record<string, PriceListEntry>> = {
  'starter': { monthly: 27, annual: { price: 216, originalPrice: 324 }, trialDays: TRIAL_DAYS },
  'pro': { monthly: 37, annual: { price: 296, originalPrice: 444 }, trialDays: TRIAL_DAYS },
  'unlimited': { monthly: 57, annual: { price: 456, originalPrice: 684 }, trialDays: TRIAL_DAYS },
  'starter-lite': { monthly: 20, trialDays: TRIAL_DAYS },
  'silver': { monthly: 29, trialDays: TRIAL_DAYS },
  // The spec offers no trial on the lifetime plan: it is paid once, today.
  'lifetime-executive': { oneTime: 297, trialDays: 0 },
}

export const FALLBACK_PLAN_TYPE = 'starter-lite'

/** What an owner account holds before buying a plan. */
export const TRIAL_PLAN_TYPE = 'trial'
export const TRIAL_PLAN_TITLE = 'Free Trial'

/**
 * Connected groups each plan allows; null is unlimited. The trial allows
 * as many as the Silver plan, enough to try JoinFlow on a few groups.
 */
export const PLAN_GROUP_LIMITS: Readonly<Record<string, number | null>> = {
  'starter': 2,
  'pro': 4,
  'unlimited': null,
  'starter-lite': 1,
  'silver': 3,
  'lifetime-executive': null,
}

export const TRIAL_GROUP_LIMIT = 3

/** The price list's group limit for a plan; the trial's for anything else. */
export function groupLimitFor(planType: string): number | null {
  return Object.hasOwn(PLAN_GROUP_LIMITS, planType) ? PLAN_GROUP_LIMITS[planType] : TRIAL_GROUP_LIMIT
}

/** Anything but 'annual' is monthly, as the order pages read the `billing` query value. */
export function parseBilling(value: unknown): Billing {
  return value === 'annual' ? 'annual' : 'monthly'
}

/**
 * The price of a plan for the chosen billing. Plans with a fixed period
 * (starter-lite, silver, lifetime-executive) ignore the choice; an unknown
 * plan is starter-lite at 20 monthly.
 */
export function planPrice(planType: unknown, billing: unknown = 'monthly'): PlanPrice {
  const known = typeof planType === 'string' && Object.hasOwn(PRICE_LIST, planType)
  const type = known ? planType : FALLBACK_PLAN_TYPE
  const entry = PRICE_LIST[type]
  if (entry.oneTime !== undefined) {
    return { planType: type, price: entry.oneTime, period: 'one_time', trialDays: entry.trialDays }
  }
  if (parseBilling(billing) === 'annual' && entry.annual) {
    return {
      planType: type,
      price: entry.annual.price,
      period: 'annual',
      originalPrice: entry.annual.originalPrice,
      trialDays: entry.trialDays,
    }
  }
  return { planType: type, price: entry.monthly!, period: 'monthly', trialDays: entry.trialDays }
}

/** What the order summary shows: nothing today during a trial, the price once it ends. */
export interface PaymentSchedule {
  trialDays: number
  dueToday: number
  dueLater: number
  /** When `dueLater` is charged; null when everything is paid today. */
  dueOn: Date | null
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The real date the trial ends, counted from `now` (the spec's fixed 5 August 2025 was a defect). */
export function trialEndsOn(now: Date, trialDays: number = TRIAL_DAYS) {
  return new Date(now.getTime() + trialDays * DAY_MS)
}

export function paymentSchedule(plan: Pick<PlanPrice, 'price' | 'trialDays'>, now: Date): PaymentSchedule {
  if (plan.trialDays <= 0) return { trialDays: 0, dueToday: plan.price, dueLater: 0, dueOn: null }
  return { trialDays: plan.trialDays, dueToday: 0, dueLater: plan.price, dueOn: trialEndsOn(now, plan.trialDays) }
}

export interface Country {
  name: string
  /** ISO 3166-1 alpha-2. */
  code: string
  /** ISO 4217. */
  currency: string
}

interface CountryRate extends Country {
  /** Units of `currency` per US dollar. */
  rate: number
}

const EURO = 0.92

/**
 * The 56 countries of the public order form with their rates against the
 * US dollar. Canada, the United Kingdom, the euro countries, Japan, India
 * and Kenya use the spec's rates; the rest are mid-market rates of the same
 * period.
 */
const COUNTRY_RATES: readonly CountryRate[] = [
  { name: 'Argentina', code: 'AR', currency: 'ARS', rate: 870 },
  { name: 'Australia', code: 'AU', currency: 'AUD', rate: 1.52 },
  { name: 'Austria', code: 'AT', currency: 'EUR', rate: EURO },
  { name: 'Bangladesh', code: 'BD', currency: 'BDT', rate: 110 },
  { name: 'Belgium', code: 'BE', currency: 'EUR', rate: EURO },
  { name: 'Brazil', code: 'BR', currency: 'BRL', rate: 5.05 },
  { name: 'Canada', code: 'CA', currency: 'CAD', rate: 1.35 },
  { name: 'Chile', code: 'CL', currency: 'CLP', rate: 940 },
  { name: 'China', code: 'CN', currency: 'CNY', rate: 7.24 },
  { name: 'Colombia', code: 'CO', currency: 'COP', rate: 3950 },
  { name: 'Czech Republic', code: 'CZ', currency: 'CZK', rate: 22.8 },
  { name: 'Denmark', code: 'DK', currency: 'DKK', rate: 6.87 },
  { name: 'Egypt', code: 'EG', currency: 'EGP', rate: 47.5 },
  { name: 'Finland', code: 'FI', currency: 'EUR', rate: EURO },
  { name: 'France', code: 'FR', currency: 'EUR', rate: EURO },
  { name: 'Germany', code: 'DE', currency: 'EUR', rate: EURO },
  { name: 'Ghana', code: 'GH', currency: 'GHS', rate: 14.5 },
  { name: 'Greece', code: 'GR', currency: 'EUR', rate: EURO },
  { name: 'Hong Kong', code: 'HK', currency: 'HKD', rate: 7.82 },
  { name: 'Hungary', code: 'HU', currency: 'HUF', rate: 356.4 },
  { name: 'India', code: 'IN', currency: 'INR', rate: 83.2 },
  { name: 'Indonesia', code: 'ID', currency: 'IDR', rate: 15650 },
  { name: 'Ireland', code: 'IE', currency: 'EUR', rate: EURO },
  { name: 'Israel', code: 'IL', currency: 'ILS', rate: 3.7 },
  { name: 'Italy', code: 'IT', currency: 'EUR', rate: EURO },
  { name: 'Japan', code: 'JP', currency: 'JPY', rate: 149.8 },
  { name: 'Kenya', code: 'KE', currency: 'KES', rate: 129.5 },
  { name: 'Malaysia', code: 'MY', currency: 'MYR', rate: 4.65 },
  { name: 'Mexico', code: 'MX', currency: 'MXN', rate: 17.1 },
  { name: 'Morocco', code: 'MA', currency: 'MAD', rate: 9.95 },
  { name: 'Netherlands', code: 'NL', currency: 'EUR', rate: EURO },
  { name: 'New Zealand', code: 'NZ', currency: 'NZD', rate: 1.64 },
  { name: 'Nigeria', code: 'NG', currency: 'NGN', rate: 1550 },
  { name: 'Norway', code: 'NO', currency: 'NOK', rate: 10.55 },
  { name: 'Pakistan', code: 'PK', currency: 'PKR', rate: 278 },
  { name: 'Peru', code: 'PE', currency: 'PEN', rate: 3.75 },
  { name: 'Philippines', code: 'PH', currency: 'PHP', rate: 56.2 },
  { name: 'Poland', code: 'PL', currency: 'PLN', rate: 3.98 },
  { name: 'Portugal', code: 'PT', currency: 'EUR', rate: EURO },
  { name: 'Romania', code: 'RO', currency: 'RON', rate: 4.57 },
  { name: 'Saudi Arabia', code: 'SA', currency: 'SAR', rate: 3.75 },
  { name: 'Singapore', code: 'SG', currency: 'SGD', rate: 1.34 },
  { name: 'South Africa', code: 'ZA', currency: 'ZAR', rate: 18.6 },
  { name: 'South Korea', code: 'KR', currency: 'KRW', rate: 1320 },
  { name: 'Spain', code: 'ES', currency: 'EUR', rate: EURO },
  { name: 'Sweden', code: 'SE', currency: 'SEK', rate: 10.45 },
  { name: 'Switzerland', code: 'CH', currency: 'CHF', rate: 0.88 },
  { name: 'Tanzania', code: 'TZ', currency: 'TZS', rate: 2560 },
  { name: 'Thailand', code: 'TH', currency: 'THB', rate: 35.5 },
  { name: 'Turkey', code: 'TR', currency: 'TRY', rate: 32.2 },
  { name: 'Uganda', code: 'UG', currency: 'UGX', rate: 3780 },
  { name: 'Ukraine', code: 'UA', currency: 'UAH', rate: 39.5 },
  { name: 'United Arab Emirates', code: 'AE', currency: 'AED', rate: 3.67 },
  { name: 'United Kingdom', code: 'GB', currency: 'GBP', rate: 0.79 },
  { name: 'United States', code: 'US', currency: 'USD', rate: 1 },
  { name: 'Vietnam', code: 'VN', currency: 'VND', rate: 24500 },
]

/** The order form's country choices, alphabetical. */
export const COUNTRIES: readonly Country[] = COUNTRY_RATES.map(({ name, code, currency }) => ({ name, code, currency }))

const US_DOLLAR: CountryRate = COUNTRY_RATES.find((country) => country.code === 'US')!

/** A country by its name or ISO code, in any letter case. */
export function findCountry(country: unknown): Country | undefined {
  const match = findRate(country)
  return match && { name: match.name, code: match.code, currency: match.currency }
}

function findRate(country: unknown) {
  if (typeof country !== 'string') return undefined
  const wanted = country.trim().toLowerCase()
  return COUNTRY_RATES.find((entry) => entry.name.toLowerCase() === wanted || entry.code.toLowerCase() === wanted)
}

export interface Money {
  amount: number
  currency: string
}

/** An amount rounded to what its currency counts in: whole yen, cents of a euro. */
export function roundForCurrency(amount: number, currency: string) {
  const factor = 10 ** currencyExponent(currency)
  // EPSILON keeps halves such as 1.005 from rounding down through float error.
  return Math.round((amount + Number.EPSILON) * factor) / factor
}

/** US cents in the customer's currency, in its minor units; an unknown country stays in US dollars. */
export function convertUsdCents(usdCents: number, country: unknown): { amountMinor: number; currency: string } {
  const { currency, rate } = findRate(country) ?? US_DOLLAR
  return { amountMinor: usdCentsIn(usdCents, currency, rate), currency }
}

/** US cents in a currency of the list, in its minor units (for a plan change priced in the currency bought in). */
export function convertUsdCentsTo(usdCents: number, currency: string): number {
  const rate = COUNTRY_RATES.find((country) => country.currency === currency)?.rate ?? (currency === 'USD' ? 1 : undefined)
  if (rate === undefined) throw new Error(`No exchange rate for ${currency}.`)
  return usdCentsIn(usdCents, currency, rate)
}

function usdCentsIn(usdCents: number, currency: string, rate: number) {
  const exact = (usdCents / 100) * rate * 10 ** currencyExponent(currency)
  return Math.round(exact + Number.EPSILON * Math.max(1, exact))
}

/** A US dollar amount in the customer's currency; an unknown country stays in US dollars. */
export function convertFromUsd(amountUsd: number, country: unknown): Money {
  const { amountMinor, currency } = convertUsdCents(Math.round(amountUsd * 100), country)
  return { amount: toMajor(amountMinor, currency), currency }
}
