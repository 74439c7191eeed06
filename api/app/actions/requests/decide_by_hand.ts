import MemberRequest, { type MemberRequestStatus } from '#models/member_request'
import { decidingGroups } from '#services/requests/deciding_group'
import { RecordDecisions } from '#actions/requests/record_decisions'

export interface HandDecision {
  userId: number
  ids: number[]
  action: 'approve' | 'decline'
  reason?: string | null
  now?: Date
}

/**
 * The owner approves or declines requests in JoinFlow (one, or many at
 * once); the extension then does the same on Facebook's page. Requests
 * already in that state are left as they are, and ids that are not the
 * owner's are ignored. The decisions and what follows from them are
 * recorded by RecordDecisions; the hourly approval limit binds the rules
 * only, not the owner.
 */
export class DecideByHand {
  /** Returns the ids of the requests whose decision changed. */
  async handle({ userId, ids, action, reason = null, now = new Date() }: HandDecision): Promise<number[]> {
    const status: MemberRequestStatus = action === 'approve' ? 'approved' : 'declined'
    return new RecordDecisions().handle({
      now,
      decide: async (round) => {
        const requests = await MemberRequest.query({ client: round.trx })
          .where('user_id', userId)
          .whereIn('id', ids)
          .whereNot('status', status)
          .orderBy('id')
          .forUpdate()
        if (!requests.length) return []
        // bigint ids arrive from the driver as strings.
        const changed = requests.map(({ id }) => Number(id))
        const groups = await decidingGroups(
          round.trx,
          userId,
          requests.map(({ groupId }) => groupId)
        )
        // Seeded by the first request's id, so successive approvals by hand rotate the variants too.
        for (const deciding of groups.values()) round.join(deciding, { turn: changed[0] })
        for (const [position, request] of requests.entries()) {
          round.decide(
            { id: changed[position], groupId: request.groupId, name: request.name, email: request.email },
            { status, decision: request.decision, reasons: request.reasons, decidedBy: 'owner', ownerReason: reason }
          )
        }
        return changed
      },
    })
  }
}
