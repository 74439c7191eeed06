/*
 * The dashboard's four figures for one owner, each with its change against
 * yesterday (server days, UTC):
 *
 * - connectedGroups: active groups; yesterday, the active ones that were
 *   already connected before today.
 * - membersToday: requests approved today (by the rules, by hand or on
 *   Facebook).
 * - emailIntegrations: active email platform integrations; yesterday, the
 *   active ones connected before today.
 * - automationRate: percent of the day's decided requests that the rules
 *   decided; its change is in percentage points.
 *
 * Requests are counted in one pass over the owner's requests decided since
 * yesterday's start.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { percent } from '#services/groups/group_stats'

export interface DashboardStats {
  connectedGroups: number
  membersToday: number
  emailIntegrations: number
  automationRate: number
  changes: {
    connectedGroups: number
    membersToday: number
    emailIntegrations: number
    automationRate: number
  }
}

interface DayCounts {
  approved: number
  decided: number
  decidedByRules: number
}

async function groupCounts(userId: number, todayStart: Date) {
  const row = await db
    .from('groups')
    .where('user_id', userId)
    .where('is_active', true)
    .select(db.raw('count(*) as active'), db.raw('count(*) filter (where created_at < ?) as active_yesterday', [todayStart]))
    .first()
  return { now: Number(row?.active ?? 0), yesterday: Number(row?.active_yesterday ?? 0) }
}

async function emailIntegrationCounts(userId: number, todayStart: Date) {
  const row = await db
    .from('integrations')
    .where('user_id', userId)
    .where('kind', 'email')
    .where('is_active', true)
    .select(db.raw('count(*) as active'), db.raw('count(*) filter (where created_at < ?) as active_yesterday', [todayStart]))
    .first()
  return { now: Number(row?.active ?? 0), yesterday: Number(row?.active_yesterday ?? 0) }
}

const DAYS = { today: 'decided_at >= :today', yesterday: 'decided_at < :today' } as const

const REQUEST_COLUMNS = Object.entries(DAYS)
  .flatMap(([day, when]) => [
    `count(*) filter (where status = 'approved' and ${when}) as approved_${day}`,
    `count(*) filter (where ${when}) as decided_${day}`,
    `count(*) filter (where decided_by = 'rules' and ${when}) as rules_${day}`,
  ])
  .join(', ')

async function requestCounts(userId: number, yesterdayStart: Date, todayStart: Date) {
  const row = await db
    .from('member_requests')
    .where('user_id', userId)
    .whereIn('status', ['approved', 'declined'])
    .where('decided_at', '>=', yesterdayStart)
    .select(db.raw(REQUEST_COLUMNS, { today: todayStart }))
    .first()
  const counts = (day: keyof typeof DAYS): DayCounts => ({
    approved: Number(row?.[`approved_${day}`] ?? 0),
    decided: Number(row?.[`decided_${day}`] ?? 0),
    decidedByRules: Number(row?.[`rules_${day}`] ?? 0),
  })
  return { today: counts('today'), yesterday: counts('yesterday') }
}

export async function dashboardStats(userId: number, now = DateTime.utc()): Promise<DashboardStats> {
  const todayStart = now.startOf('day')
  const [groups, requests, emailIntegrations] = await Promise.all([
    groupCounts(userId, todayStart.toJSDate()),
    requestCounts(userId, todayStart.minus({ days: 1 }).toJSDate(), todayStart.toJSDate()),
    emailIntegrationCounts(userId, todayStart.toJSDate()),
  ])
  const automationRate = (day: DayCounts) => percent(day.decidedByRules, day.decided)
  return {
    connectedGroups: groups.now,
    membersToday: requests.today.approved,
    emailIntegrations: emailIntegrations.now,
    automationRate: automationRate(requests.today),
    changes: {
      connectedGroups: groups.now - groups.yesterday,
      membersToday: requests.today.approved - requests.yesterday.approved,
      emailIntegrations: emailIntegrations.now - emailIntegrations.yesterday,
      automationRate: automationRate(requests.today) - automationRate(requests.yesterday),
    },
  }
}
