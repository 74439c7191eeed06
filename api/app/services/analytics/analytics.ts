/*
 * The analytics page's figures for one owner over a date range (UTC days,
 * both ends included), each computed by one SQL query: requests per day by
 * status, approval rate per group, the commonest decline reasons, and per
 * integration the deliveries made, their success rate and the median delay
 * from approval to delivery.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { approvalRate } from '@joinflow/rules/figures'
import { percent } from '#services/groups/group_stats'

export interface AnalyticsRange {
  from: DateTime
  to: DateTime
  groupId?: number
}

const MAX_DAYS = 366
const TOP_REASONS = 10

/** The range asked for, or the last 30 days; never longer than a year, ending on `to`. */
export function analyticsRange(input: { from?: Date; to?: Date; groupId?: number }, now = DateTime.utc()): AnalyticsRange {
  const day = (date: Date) => DateTime.fromObject({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }, { zone: 'utc' })
  const to = input.to ? day(input.to) : now.startOf('day')
  let from = input.from ? day(input.from) : to.minus({ days: 29 })
  if (to.diff(from, 'days').days >= MAX_DAYS) from = to.minus({ days: MAX_DAYS - 1 })
  return { from, to, groupId: input.groupId }
}

export async function analytics(userId: number, range: AnalyticsRange) {
  const start = range.from.toJSDate()
  const end = range.to.plus({ days: 1 }).toJSDate()
  const group = range.groupId ? 'AND mr.group_id = :groupId' : ''
  const bindings = { userId, start, end, groupId: range.groupId ?? 0, from: range.from.toISODate()!, to: range.to.toISODate()!, top: TOP_REASONS }

  const [perDay, byGroup, reasons, byIntegration] = await Promise.all([
    db.rawQuery(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date,
         count(mr.id) FILTER (WHERE mr.status = 'approved') AS approved,
         count(mr.id) FILTER (WHERE mr.status = 'pending') AS pending,
         count(mr.id) FILTER (WHERE mr.status = 'declined') AS declined
       FROM generate_series(CAST(:from AS date), CAST(:to AS date), interval '1 day') AS day
       LEFT JOIN member_requests mr
         ON mr.user_id = :userId AND mr.created_at >= day AT TIME ZONE 'UTC' AND mr.created_at < (day + interval '1 day') AT TIME ZONE 'UTC' ${group}
       GROUP BY day ORDER BY day`,
      bindings
    ),
    db.rawQuery(
      `SELECT g.id AS group_id, g.name AS group_name,
         count(mr.id) FILTER (WHERE mr.status = 'approved') AS approved,
         count(mr.id) FILTER (WHERE mr.status = 'declined') AS declined,
         count(mr.id) FILTER (WHERE mr.status = 'pending') AS pending
       FROM groups g
       LEFT JOIN member_requests mr ON mr.group_id = g.id AND mr.created_at >= :start AND mr.created_at < :end
       WHERE g.user_id = :userId ${range.groupId ? 'AND g.id = :groupId' : ''}
       GROUP BY g.id, g.name ORDER BY g.name, g.id`,
      bindings
    ),
    db.rawQuery(
      `SELECT reason, count(*) AS count
       FROM member_requests mr CROSS JOIN LATERAL jsonb_array_elements_text(mr.reasons) AS reason
       WHERE mr.user_id = :userId AND mr.status = 'declined' AND mr.created_at >= :start AND mr.created_at < :end ${group}
       GROUP BY reason ORDER BY count(*) DESC, reason LIMIT :top`,
      bindings
    ),
    db.rawQuery(
      `SELECT i.id AS integration_id, i.name, i.kind AS type, i.platform,
         count(d.id) FILTER (WHERE d.status = 'delivered') AS delivered,
         count(d.id) FILTER (WHERE d.status = 'failed') AS failed,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM d.delivered_at - d.approved_at) * 1000)
           FILTER (WHERE d.status = 'delivered' AND d.approved_at IS NOT NULL) AS median_delay_ms
       FROM integrations i
       LEFT JOIN deliveries d ON d.integration_id = i.id AND d.created_at >= :start AND d.created_at < :end
         ${range.groupId ? 'AND EXISTS (SELECT 1 FROM member_requests mr WHERE mr.id = d.member_request_id AND mr.group_id = :groupId)' : ''}
       WHERE i.user_id = :userId
       GROUP BY i.id ORDER BY i.name, i.id`,
      bindings
    ),
  ])

  return {
    from: range.from.toISODate(),
    to: range.to.toISODate(),
    requestsPerDay: perDay.rows.map((row: Record<string, string>) => ({
      date: row.date,
      approved: Number(row.approved),
      pending: Number(row.pending),
      declined: Number(row.declined),
    })),
    approvalRateByGroup: byGroup.rows.map((row: Record<string, any>) => {
      const approved = Number(row.approved)
      const declined = Number(row.declined)
      return {
        groupId: row.group_id,
        groupName: row.group_name,
        approved,
        declined,
        pending: Number(row.pending),
        // The one definition of approval rate; the contract gives 0 while nothing is decided.
        approvalRate: approvalRate(approved, declined) ?? 0,
      }
    }),
    topDeclineReasons: reasons.rows.map((row: Record<string, string>) => ({ reason: row.reason, count: Number(row.count) })),
    deliveriesByIntegration: byIntegration.rows.map((row: Record<string, any>) => {
      const delivered = Number(row.delivered)
      const failed = Number(row.failed)
      return {
        integrationId: row.integration_id,
        name: row.name,
        type: row.type,
        platform: row.platform,
        delivered,
        failed,
        successRate: percent(delivered, delivered + failed),
        medianDelayMs: row.median_delay_ms === null ? null : Math.round(Number(row.median_delay_ms)),
      }
    }),
  }
}
