import queue from '#services/infra/queue'
import MemberRequest from '#models/member_request'
import { compileRules } from '#domain/rule_engine'
import { hourWindow, lockDecidingGroup } from '#services/requests/deciding_group'
import { automationPausedReason } from '#services/subscriptions/subscriptions'
import { PAUSED_REASONS } from '#domain/subscriptions'
import { RecordDecisions, type DecisionRound } from '#actions/requests/record_decisions'
import type { JobContext } from '#services/infra/job_queue'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export interface ReleasePayload {
  groupId: number
}

/**
 * How long a release waits for a group another decision holds (a large
 * capture batch) before giving up for now: the group is tried again later
 * (pg-boss's retry, or the next sweep), and the other groups go on.
 */
export const GROUP_LOCK_TIMEOUT_MS = 10_000

/**
 * Approves the requests a group's rules approved while its hourly limit was
 * reached, once their window opens. Each is decided again by the group's
 * current rules, since the owner may have changed them meanwhile: those
 * still approved take the window's free approvals, longest-waiting first;
 * those the rules no longer approve stay pending for the owner, never
 * declined for having waited. What the window cannot take is held until
 * the next one, and a job is scheduled for it. If automation has paused
 * meanwhile (a trial ended unpaid), the held requests are handed to the
 * owner instead, with the reason.
 *
 * A scheduled job can still be lost (it failed past its retries, or the
 * process stopped between the release and the next schedule); the sweep in
 * ReleaseOverdueHeldApprovals finds what waits past its window, so no held
 * request waits for good.
 */
export default class ReleaseHeldApprovals {
  static jobName = 'requests.release-held-approvals'
  /** At most one waiting job per group (its singleton key), however many batches held requests back. */
  static queueOptions = { policy: 'short' as const, retryLimit: 5, retryDelay: 60, retryBackoff: true }

  static schedule(groupId: number, windowStart: Date) {
    return queue.send(ReleaseHeldApprovals, { groupId }, { startAfter: windowStart, singletonKey: String(groupId) })
  }

  /** `now` stands for the moment the job runs. */
  async handle({ groupId }: ReleasePayload, _context?: JobContext, now = new Date()) {
    await releaseHeldApprovals(groupId, now)
  }
}

/** Releases one group's held requests that are due at `now`, and schedules the next window's release when some still wait. */
export async function releaseHeldApprovals(groupId: number, now: Date, lockTimeoutMs = GROUP_LOCK_TIMEOUT_MS) {
  const window = hourWindow(now)
  await new RecordDecisions().handle({
    now,
    decide: async (round) => {
      const trx = round.trx
      await trx.rawQuery(`SELECT set_config('lock_timeout', ?, true)`, [`${Math.max(1, Math.round(lockTimeoutMs))}ms`])
      const deciding = await lockDecidingGroup(trx, { id: groupId }, window)
      if (!deciding) return
      const { group, approvalsThisHour } = deciding
      round.join(deciding, { turn: approvalsThisHour, window })
      const pausedReason = (await automationPausedReason(group.userId, trx, now)) ?? (group.isActive ? null : PAUSED_REASONS.group)
      if (pausedReason) {
        round.automationPaused = true
        await handHeldRequestsToOwner(round, groupId, pausedReason)
        return
      }
      const settings = group.autoApproval
      const room = Math.max(0, settings.maxApprovalsPerHour - approvalsThisHour)
      // One more than the window can take tells whether anything is left for the next.
      const held = await heldRequests(trx, groupId).limit(room + 1)
      const due = held.filter((request) => request.heldUntil!.toMillis() <= now.getTime()).slice(0, room)

      // The window has room for every due request, so none is held by the limit again.
      const decide = compileRules(settings)
      for (const request of due) {
        const verdict = decide(request.forRules(), { now, approvalsThisHour: round.approvalsThisHour(groupId) })
        const approved = verdict.decision === 'approve'
        round.decide(
          // bigint ids arrive from the driver as strings.
          { id: Number(request.id), groupId, name: request.name, email: request.email },
          {
            status: approved ? 'approved' : 'pending',
            decision: verdict.decision,
            reasons: verdict.reasons,
            decidedBy: approved ? 'rules' : null,
          }
        )
      }
      // What this window had no room for waits for the next, so the sweep does not take it up before then.
      await trx.rawQuery(
        `UPDATE member_requests SET held_until = ?, updated_at = ?
         WHERE group_id = ? AND status = 'pending' AND held_until <= ? AND NOT (id = ANY(?::bigint[]))`,
        [window.end, now, groupId, now, due.map(({ id }) => Number(id))]
      )
      if (held.length > due.length) round.owesRelease(groupId, window.end)
    },
  })
}

function heldRequests(trx: TransactionClientContract, groupId: number) {
  return MemberRequest.query({ client: trx })
    .where('group_id', groupId)
    .whereNotNull('held_until')
    .where('status', 'pending')
    .orderBy('held_until')
    .orderBy('id')
    .forUpdate()
}

/** While automation is paused, held requests go to the owner with the reason, never approved for having waited. */
async function handHeldRequestsToOwner(round: DecisionRound, groupId: number, reason: string) {
  for (const request of await heldRequests(round.trx, groupId)) {
    round.decide(
      { id: Number(request.id), groupId, name: request.name, email: request.email },
      { status: 'pending', decision: 'review', reasons: [reason], decidedBy: null }
    )
  }
}
