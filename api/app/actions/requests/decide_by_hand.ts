import db from '@adonisjs/lucid/services/db'
import MemberRequest, { type MemberRequestStatus } from '#models/member_request'
import { decidingGroups } from '#services/deciding_group'
import { queueDeliveries } from '#services/deliveries/queue_deliveries'
import { WelcomeComposer } from '#services/welcome_messages'
import {
  actionsAfterDecision,
  applyDecisions,
  queueExtensionActions,
  type DecisionUpdate,
  type QueuedAction,
} from '#services/extension_action_queue'

export interface HandDecision {
  userId: number
  ids: number[]
  action: 'approve' | 'decline'
  reason?: string | null
  now?: Date
}

/**
 * The owner approves or declines requests in JoinFlow; the extension then
 * does the same on Facebook's page. Requests already in that state are left
 * as they are, and ids that are not the owner's are ignored. Actions still
 * waiting from an earlier decision of the same request are withdrawn, so
 * the extension never approves a request the owner has since declined.
 * The hourly approval limit binds the rules only, not the owner.
 */
export class DecideByHand {
  /** Returns the ids of the requests whose decision changed. */
  async handle({ userId, ids, action, reason = null, now = new Date() }: HandDecision): Promise<number[]> {
    const status: MemberRequestStatus = action === 'approve' ? 'approved' : 'declined'
    return db.transaction(async (trx) => {
      const requests = await MemberRequest.query({ client: trx })
        .where('user_id', userId)
        .whereIn('id', ids)
        .whereNot('status', status)
        .orderBy('id')
        .forUpdate()
      if (!requests.length) return []
      // bigint ids arrive from the driver as strings.
      const changed = requests.map(({ id }) => Number(id))

      const composers = new Map<number, WelcomeComposer>()
      if (status === 'approved') {
        const groups = await decidingGroups(
          trx,
          userId,
          requests.map(({ groupId }) => groupId)
        )
        // Seeded by the first request's id, so successive approvals by hand rotate the variants too.
        for (const [groupId, { group, template }] of groups) composers.set(groupId, new WelcomeComposer(group, template, changed[0]))
      }

      const updates: DecisionUpdate[] = []
      const actions: QueuedAction[] = []
      for (const [position, request] of requests.entries()) {
        const welcome = composers.get(request.groupId)
        const welcomeMessage = welcome?.compose({ name: request.name, email: request.email }) ?? null
        updates.push({
          id: changed[position],
          status,
          decision: request.decision,
          reasons: request.reasons,
          decided_by: 'owner',
          decided_by_user_id: userId,
          decided_at: now,
          welcome_message: welcomeMessage,
          held_until: null,
        })
        actions.push(
          ...actionsAfterDecision(
            { groupId: request.groupId, memberRequestId: changed[position] },
            { status, welcomeMessage, tagMember: welcome?.tagsMembers ?? false, reason }
          )
        )
      }

      await trx.from('extension_actions').whereIn('member_request_id', changed).where('status', 'pending').delete()
      await applyDecisions(trx, updates, now)
      if (status === 'approved') await queueDeliveries(trx, changed, 'approved', now)
      const templateUses = [...composers.values()].flatMap((composer) =>
        composer.template ? [{ id: composer.template.id, uses: composer.templateUses }] : []
      )
      await queueExtensionActions(trx, userId, actions, templateUses, now)
      return changed
    })
  }
}
