import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { compileRules, REASONS, type CapturedRequest, type DecisionOutcome } from '#domain/rule_engine'
import type { DecidedBy, MemberRequestStatus } from '#models/member_request'
import { hourWindow, lockDecidingGroup } from '#services/requests/deciding_group'
import { GroupNotConnectedException } from '#exceptions/group_not_connected_exception'
import { RecordDecisions } from '#actions/requests/record_decisions'
import { queueDeliveries } from '#services/deliveries/queue_deliveries'
import { automationPausedReason } from '#services/subscriptions/subscriptions'
import { PAUSED_REASONS } from '#domain/subscriptions'
import type { CleanRequest } from '#domain/captured_request'
import type { CaptureItem, FieldError } from '#validators/capture'

export interface CaptureBatch {
  userId: number
  facebookGroupId: string
  /** The storable items, cleaned, with their place in the batch the extension sent. */
  items: CaptureItem[]
  now?: Date
}

export interface CaptureResult {
  index: number
  facebookUserId: string
  requestId: number
  status: MemberRequestStatus
  decision: DecisionOutcome
  reasons: string[]
  welcomeMessage: string | null
  created: boolean
  /** What was cleaned in the item before it was stored. */
  corrections: FieldError[]
}

interface StoredRequest {
  status: MemberRequestStatus
  email: string | null
}

interface ReturnedRow {
  id: string
  facebook_user_id: string
  status: MemberRequestStatus
  decision: DecisionOutcome
  reasons: string[]
  welcome_message: string | null
  created: boolean
}

function capturedForRules(facebookUserId: string, request: CleanRequest): CapturedRequest {
  return {
    name: request.name,
    profileId: facebookUserId,
    profileUrl: request.profileUrl,
    answers: request.answers,
    agreedToRules: request.agreedToRules,
    joinedFacebookAt: request.joinedFacebookAt,
    livesIn: request.livesIn,
    groupsInCommon: request.groupsInCommon,
    invitedBy: request.invitedBy,
  }
}

function pick<Row extends object, Key extends keyof Row>(row: Row, keys: Key[]) {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>
}

const ON_FACEBOOK = `(EXCLUDED.decided_by = 'facebook' AND member_requests.status = 'pending')`

/*
 * A re-captured request keeps what it had: its answers, contacts and
 * decision. Only its name (unless the capture read none) and pictures
 * (Facebook's image links expire) are refreshed, and an admin's click on
 * Facebook's own button decides it when it was still pending.
 */
const UPSERT = `
  INSERT INTO member_requests (
    user_id, group_id, facebook_user_id, name, profile_url, profile_image_url, email, phone, answers,
    agreed_to_rules, joined_facebook_at, lives_in, groups_in_common, invited_by, requested_at,
    status, decision, reasons, decided_by, decided_at, welcome_message, held_until, created_at, updated_at
  )
  SELECT
    user_id, group_id, facebook_user_id, name, profile_url, profile_image_url, email, phone, answers,
    agreed_to_rules, joined_facebook_at, lives_in, groups_in_common, invited_by, requested_at,
    status, decision, reasons, decided_by, decided_at, welcome_message, held_until, created_at, updated_at
  FROM json_populate_recordset(NULL::member_requests, ?::json)
  ON CONFLICT (group_id, facebook_user_id) DO UPDATE SET
    name = coalesce(nullif(EXCLUDED.name, ''), member_requests.name),
    profile_url = coalesce(EXCLUDED.profile_url, member_requests.profile_url),
    profile_image_url = coalesce(EXCLUDED.profile_image_url, member_requests.profile_image_url),
    updated_at = EXCLUDED.updated_at,
    status = CASE WHEN ${ON_FACEBOOK} THEN EXCLUDED.status ELSE member_requests.status END,
    decided_by = CASE WHEN ${ON_FACEBOOK} THEN EXCLUDED.decided_by ELSE member_requests.decided_by END,
    decided_at = CASE WHEN ${ON_FACEBOOK} THEN EXCLUDED.decided_at ELSE member_requests.decided_at END,
    welcome_message = CASE WHEN ${ON_FACEBOOK} THEN EXCLUDED.welcome_message ELSE member_requests.welcome_message END,
    held_until = CASE WHEN ${ON_FACEBOOK} THEN NULL ELSE member_requests.held_until END
  RETURNING id, facebook_user_id, status, decision, reasons, welcome_message, (xmax = 0) AS created`

/**
 * Stores a batch of captured join requests for one of the owner's groups
 * and decides the new ones by the group's rules, in one transaction and a
 * fixed number of queries whatever the batch size: the group (locked, with
 * the hour's approvals), the owner's subscription, the batch's already
 * stored requests, one upsert of the requests with their decisions, and
 * the deliveries of captured members; RecordDecisions then records what
 * follows from the decisions (the hour's new approval count, deliveries of
 * approved members, the extension's actions with the template's uses).
 * While automation is paused the rules decide nothing and no actions are
 * queued.
 *
 * Approvals past the group's hourly limit wait as pending, held until the
 * next hour's window, when ReleaseHeldApprovals approves them.
 */
export class CaptureRequests {
  async handle({ userId, facebookGroupId, items, now = new Date() }: CaptureBatch): Promise<CaptureResult[]> {
    return new RecordDecisions().handle({
      now,
      decide: async (round) => {
        const trx = round.trx
        const window = hourWindow(now)
        const deciding = await lockDecidingGroup(trx, { userId, facebookGroupId }, window)
        if (!deciding) throw new GroupNotConnectedException()
        if (!items.length) return []
        const { group, approvalsThisHour } = deciding
        round.join(deciding, { turn: approvalsThisHour, window })
        // A trial that ended unpaid, or a group the owner paused, pauses automation: requests are
        // still stored, for the owner to decide.
        const pausedReason = (await automationPausedReason(userId, trx, now)) ?? (group.isActive ? null : PAUSED_REASONS.group)
        round.automationPaused = pausedReason !== null

        // The extension may list one person twice in a batch; the first capture counts.
        const batch = new Map<string, CleanRequest>()
        for (const { request } of items) if (!batch.has(request.facebookUserId)) batch.set(request.facebookUserId, request)

        const stored = await this.#storedRequests(trx, group.id, [...batch.keys()])
        const settings = group.autoApproval
        const decide = compileRules(settings)
        const heldReason = REASONS.hourlyLimitReached(settings.maxApprovalsPerHour)

        const rows: Record<string, unknown>[] = []
        for (const [facebookUserId, request] of batch) {
          const row: Record<string, unknown> = {
            user_id: userId,
            group_id: group.id,
            facebook_user_id: facebookUserId,
            name: request.name,
            profile_url: request.profileUrl,
            profile_image_url: request.profileImageUrl,
            answers: [],
            status: 'pending',
            decision: 'review',
            reasons: [],
            created_at: now,
            updated_at: now,
          }
          rows.push(row)
          const person = { key: facebookUserId, groupId: group.id, name: request.name }
          const known = stored.get(facebookUserId)
          if (known) {
            // Only an admin's click on Facebook's own button decides a request already stored, while it is pending.
            if (known.status === 'pending' && request.decidedOnFacebook) {
              const decided = round.decide(
                { ...person, email: known.email },
                { status: request.decidedOnFacebook, decision: 'review', reasons: [], decidedBy: 'facebook' }
              )
              Object.assign(row, pick(decided, ['status', 'decided_by', 'decided_at', 'welcome_message']))
            }
            continue
          }

          const captured = capturedForRules(facebookUserId, request)
          const ruled = decide(captured, { now, approvalsThisHour: round.approvalsThisHour(group.id) })
          const verdict = pausedReason ? { ...ruled, decision: 'review' as const, reasons: [pausedReason] } : ruled
          let status: MemberRequestStatus = 'pending'
          let decidedBy: DecidedBy | null = null
          if (request.decidedOnFacebook) {
            status = request.decidedOnFacebook
            decidedBy = 'facebook'
          } else if (verdict.decision !== 'review') {
            status = verdict.decision === 'approve' ? 'approved' : 'declined'
            decidedBy = 'rules'
          }
          const held = decidedBy === null && verdict.reasons.length === 1 && verdict.reasons[0] === heldReason
          const decided = round.decide(
            { ...person, email: verdict.email },
            { status, decision: verdict.decision, reasons: verdict.reasons, decidedBy, heldUntil: held ? window.end : null }
          )
          Object.assign(row, {
            email: verdict.email,
            phone: verdict.phone,
            answers: captured.answers,
            agreed_to_rules: captured.agreedToRules,
            joined_facebook_at: captured.joinedFacebookAt,
            lives_in: captured.livesIn,
            groups_in_common: captured.groupsInCommon,
            invited_by: captured.invitedBy,
            requested_at: request.requestedAt,
            ...pick(decided, ['status', 'decision', 'reasons', 'decided_by', 'decided_at', 'welcome_message', 'held_until']),
          })
        }

        const { rows: saved } = (await trx.rawQuery(UPSERT, [JSON.stringify(rows)])) as { rows: ReturnedRow[] }
        round.stored(new Map(saved.map((row) => [row.facebook_user_id, Number(row.id)])))
        await queueDeliveries(trx, saved.filter((row) => row.created).map((row) => Number(row.id)), 'captured', now)

        const byUser = new Map(saved.map((row) => [row.facebook_user_id, row]))
        const seen = new Set<string>()
        return items.map(({ index, request, corrections }) => {
          const row = byUser.get(request.facebookUserId)!
          const first = !seen.has(request.facebookUserId)
          seen.add(request.facebookUserId)
          return {
            index,
            facebookUserId: row.facebook_user_id,
            requestId: Number(row.id),
            status: row.status,
            decision: row.decision,
            reasons: row.reasons,
            welcomeMessage: row.welcome_message,
            created: row.created && first,
            corrections,
          }
        })
      },
    })
  }

  /**
   * Which of the batch's people are already stored, with their status and
   * email. Asked once the group is locked, so it sees every batch that went
   * before. One unique-index probe per person: a plain `= ANY(...)` lets the
   * planner, whose statistics trail a fast-growing table, scan the whole
   * group instead.
   */
  async #storedRequests(trx: TransactionClientContract, groupId: number, facebookUserIds: string[]) {
    const { rows } = await trx.rawQuery(
      `SELECT stored.*
       FROM unnest(?::text[]) AS person(facebook_user_id)
       CROSS JOIN LATERAL (
         SELECT facebook_user_id, status, email FROM member_requests
         WHERE group_id = ? AND facebook_user_id = person.facebook_user_id LIMIT 1
       ) AS stored`,
      [facebookUserIds, groupId]
    )
    return new Map<string, StoredRequest>(
      rows.map((row: { facebook_user_id: string; status: MemberRequestStatus; email: string | null }) => [
        row.facebook_user_id,
        { status: row.status, email: row.email },
      ])
    )
  }
}
