import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { GROUP_LOCK_TIMEOUT_MS, releaseHeldApprovals } from '#jobs/release_held_approvals'
import type { JobContext } from '#services/infra/job_queue'

export interface SweepPayload {
  /** Shorter waits for a locked group, in tests. */
  lockTimeoutMs?: number
}

/** Held requests still waiting this long after their window opened have lost their release job. */
const OVERDUE_MS = 60_000

/**
 * Every five minutes: releases the held approvals whose window opened
 * more than a minute ago and which are still waiting, whatever became of
 * the job scheduled for them (failed past its retries, never sent, or
 * lost with a stopped process). The held requests themselves are the
 * record of what is owed, so nothing depends on a job surviving. Each
 * group is released on its own: one that fails (another decision holds it
 * too long, say) is logged and taken up again at the next sweep, and the
 * other groups still go.
 */
export default class ReleaseOverdueHeldApprovals {
  static jobName = 'requests.release-overdue-held-approvals'
  static queueOptions = { policy: 'singleton' as const, retryLimit: 1 }
  static cron = '*/5 * * * *'

  /** `now` stands for the moment the sweep runs. */
  async handle(payload: SweepPayload | null, _context?: JobContext, now = new Date()) {
    const { rows } = await db.rawQuery(
      `SELECT DISTINCT group_id FROM member_requests
       WHERE held_until IS NOT NULL AND held_until <= ? AND status = 'pending'
       ORDER BY group_id`,
      [new Date(now.getTime() - OVERDUE_MS)]
    )
    const failed: number[] = []
    for (const { group_id: groupId } of rows as { group_id: number }[]) {
      try {
        await releaseHeldApprovals(groupId, now, payload?.lockTimeoutMs ?? GROUP_LOCK_TIMEOUT_MS)
      } catch (error) {
        failed.push(groupId)
        logger.warn({ err: error, groupId }, 'held approvals of group %d could not be released now; the next sweep tries again', groupId)
      }
    }
    if (rows.length) logger.info('released overdue held approvals of %d group(s), %d left for the next sweep', rows.length - failed.length, failed.length)
  }
}
