/*
 * The admin dashboard's figures and the analytics series, computed in
 * PostgreSQL across every owner: accounts, revenue (the receipts: every
 * succeeded charge, in US dollars), active plans, and conversion from
 * checkout starts to successful orders.
 */
import { errors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#services/infra/clock'
import { MAX_ANALYTICS_DAYS, parseCalendarDate, type AnalyticsRangeInput } from '#validators/admin_analytics'

const DAY_MS = 24 * 60 * 60 * 1000
const WINDOW_DAYS = 30

/** Orders that bought a plan: charged today, or a trial with the card saved. */
const SUCCESSFUL = `status IN ('paid', 'trial')`

/** The signed change from `before` to `now` in percent, one decimal; null when there is nothing to compare with. */
export function percentChange(now: number | null, before: number | null) {
  if (now === null || before === null || before === 0) return null
  return Math.round(((now - before) / before) * 1000) / 10
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10)

interface StatsRow {
  users: string
  users_before: string
  revenue_cents: string
  revenue_cents_before: string
  active_plans: string
  active_plans_before: string
  orders: string
  orders_before: string
  starts: string
  starts_before: string
}

/**
 * The four stat cards. Each figure is for the last 30 days (users and
 * active plans: as of now) and is compared with the 30 days before
 * (users and active plans: as of 30 days ago).
 */
export async function adminStats(now = clock.now()) {
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_MS)
  const before = new Date(since.getTime() - WINDOW_DAYS * DAY_MS)
  const { rows } = await db.rawQuery(
    `SELECT
       (SELECT count(*) FROM users WHERE created_at <= :now) AS users,
       (SELECT count(*) FROM users WHERE created_at <= :since) AS users_before,
       (SELECT coalesce(sum(amount_usd_cents), 0) FROM charges
         WHERE status = 'succeeded' AND created_at > :since AND created_at <= :now) AS revenue_cents,
       (SELECT coalesce(sum(amount_usd_cents), 0) FROM charges
         WHERE status = 'succeeded' AND created_at > :before AND created_at <= :since) AS revenue_cents_before,
       (SELECT count(*) FROM subscriptions WHERE status = 'active') AS active_plans,
       (SELECT count(*) FROM subscriptions s JOIN orders o ON o.id = s.order_id
         WHERE s.status = 'active' AND o.created_at <= :since) AS active_plans_before,
       (SELECT count(*) FROM orders WHERE ${SUCCESSFUL} AND created_at > :since AND created_at <= :now) AS orders,
       (SELECT count(*) FROM orders WHERE ${SUCCESSFUL} AND created_at > :before AND created_at <= :since) AS orders_before,
       (SELECT count(*) FROM checkout_starts WHERE created_at > :since AND created_at <= :now) AS starts,
       (SELECT count(*) FROM checkout_starts WHERE created_at > :before AND created_at <= :since) AS starts_before`,
    { now, since, before }
  )
  const row = rows[0] as StatsRow
  const figures = {
    users: Number(row.users),
    revenueLast30Days: Number(row.revenue_cents) / 100,
    activePlans: Number(row.active_plans),
    conversionRate: ratio(Number(row.orders), Number(row.starts)),
  }
  const previous = {
    users: Number(row.users_before),
    revenueLast30Days: Number(row.revenue_cents_before) / 100,
    activePlans: Number(row.active_plans_before),
    conversionRate: ratio(Number(row.orders_before), Number(row.starts_before)),
  }
  return {
    ...figures,
    changes: {
      users: percentChange(figures.users, previous.users),
      revenueLast30Days: percentChange(figures.revenueLast30Days, previous.revenueLast30Days),
      activePlans: percentChange(figures.activePlans, previous.activePlans),
      conversionRate: percentChange(figures.conversionRate, previous.conversionRate),
    },
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The range asked for, the last 30 days up to today (UTC) by default: it
 * ends on or after it starts and spans at most 366 days.
 */
export function analyticsRange(input: AnalyticsRangeInput, now = new Date()) {
  const to = parseCalendarDate(input.to) ?? parseCalendarDate(isoDay(now))!
  const from = parseCalendarDate(input.from) ?? new Date(to.getTime() - (WINDOW_DAYS - 1) * DAY_MS)
  const days = (to.getTime() - from.getTime()) / DAY_MS + 1
  if (days < 1) invalidRange('The end date comes on or after the start date.')
  if (days > MAX_ANALYTICS_DAYS) invalidRange(`The range is at most ${MAX_ANALYTICS_DAYS} days.`)
  return { from: isoDay(from), to: isoDay(to) }
}

function invalidRange(message: string): never {
  throw new errors.E_VALIDATION_ERROR([{ field: 'to', message, rule: 'range' }])
}

/** Signups, successful orders and revenue (USD, paid orders) per UTC day, every day of the range present. */
export async function analyticsSeries(range: { from: string; to: string }) {
  const { rows } = await db.rawQuery(
    `WITH days AS (
       SELECT generate_series(:from::date, :to::date, interval '1 day')::date AS day
     ),
     bounds AS (
       SELECT (:from::date)::timestamp AT TIME ZONE 'UTC' AS starts,
              (:to::date + 1)::timestamp AT TIME ZONE 'UTC' AS ends
     ),
     signups AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS total
       FROM users, bounds WHERE created_at >= bounds.starts AND created_at < bounds.ends
       GROUP BY 1
     ),
     sales AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS total
       FROM orders, bounds WHERE ${SUCCESSFUL} AND created_at >= bounds.starts AND created_at < bounds.ends
       GROUP BY 1
     ),
     revenue AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sum(amount_usd_cents) AS cents
       FROM charges, bounds WHERE status = 'succeeded' AND created_at >= bounds.starts AND created_at < bounds.ends
       GROUP BY 1
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
            coalesce(signups.total, 0)::int AS signups,
            coalesce(sales.total, 0)::int AS orders,
            coalesce(revenue.cents, 0)::bigint AS cents
     FROM days
     LEFT JOIN signups ON signups.day = days.day
     LEFT JOIN sales ON sales.day = days.day
     LEFT JOIN revenue ON revenue.day = days.day
     ORDER BY days.day`,
    range
  )
  return {
    ...range,
    days: (rows as { date: string; signups: number; orders: number; cents: string }[]).map((row) => ({
      date: row.date,
      signups: row.signups,
      orders: row.orders,
      revenue: Number(row.cents) / 100,
    })),
  }
}
