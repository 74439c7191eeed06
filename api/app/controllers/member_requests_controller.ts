import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { DecideByHand } from '#actions/requests/decide_by_hand'
import type MemberRequest from '#models/member_request'
import type ExtensionAction from '#models/extension_action'
import {
  REQUEST_LIST,
  deliveryChips,
  findOwnedRequest,
  listRequests,
  recentRequests,
  unfinishedActions,
  type DeliveryChip,
  type RequestRow,
} from '#services/requests/member_request_queries'
import { contentRange, parseListQuery } from '#services/infra/list_query'
import { bulkDecisionValidator, decideRequestValidator, requestFilterValidator } from '#validators/member_request'

const RECENT_COUNT = 10

const iso = (value: Date | null) => (value ? DateTime.fromJSDate(value).toISO() : null)

function presentListItem(row: RequestRow) {
  return {
    id: Number(row.id),
    groupId: row.group_id,
    groupName: row.group_name,
    facebookUserId: row.facebook_user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    profileUrl: row.profile_url,
    profileImageUrl: row.profile_image_url,
    status: row.status,
    decision: row.decision,
    reasons: row.reasons,
    decidedBy: row.decided_by,
    decidedAt: iso(row.decided_at),
    createdAt: iso(row.created_at),
    // Enough for a phone's request card to show who is asking without opening the request.
    livesIn: row.lives_in,
    answers: row.answers,
  }
}

function presentRecent(row: RequestRow) {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    groupName: row.group_name,
    profileImageUrl: row.profile_image_url,
    status: row.status,
    // Lets the dashboard tell 'Auto-Approved' (by the rules) from an approval by hand.
    decidedBy: row.decided_by,
    createdAt: iso(row.created_at),
  }
}

/** bigint ids (requests, actions) arrive from the driver as strings. */
function presentDetail(request: MemberRequest, actions: ExtensionAction[], deliveries: Map<number, DeliveryChip[]>) {
  return {
    id: Number(request.id),
    groupId: request.groupId,
    groupName: request.group.name,
    facebookUserId: request.facebookUserId,
    name: request.name,
    email: request.email,
    phone: request.phone,
    profileUrl: request.profileUrl,
    profileImageUrl: request.profileImageUrl,
    status: request.status,
    decision: request.decision,
    reasons: request.reasons,
    decidedBy: request.decidedBy,
    decidedAt: request.decidedAt?.toISO() ?? null,
    createdAt: request.createdAt.toISO(),
    answers: request.answers,
    agreedToRules: request.agreedToRules,
    joinedFacebookAt: request.joinedFacebookAt?.toISODate() ?? null,
    livesIn: request.livesIn,
    groupsInCommon: request.groupsInCommon,
    invitedBy: request.invitedBy,
    requestedAt: request.requestedAt?.toISO() ?? null,
    welcomeMessage: request.welcomeMessage,
    ownerReason: request.ownerReason,
    decidedByUserId: request.decidedByUserId,
    pendingActions: actions.map(({ id, type, status }) => ({ id: Number(id), type, status })),
    deliveries: deliveries.get(Number(request.id)) ?? [],
  }
}

/** The owner's member requests: lists, one request in full, and decisions by hand. */
export default class MemberRequestsController {
  async index({ auth, request, response }: HttpContext) {
    const list = parseListQuery(request.qs(), REQUEST_LIST)
    const { filter } = await requestFilterValidator.validate({ filter: list.filter })
    const { rows, total, range } = await listRequests(auth.getUserOrFail().id, filter, list)
    response.header('Content-Range', contentRange('requests', range.start, rows.length, total))
    const chips = await deliveryChips(rows.map(({ id }) => Number(id)))
    return rows.map((row) => ({ ...presentListItem(row), deliveries: chips.get(Number(row.id)) ?? [] }))
  }

  async recent({ auth }: HttpContext) {
    const rows = await recentRequests(auth.getUserOrFail().id, RECENT_COUNT)
    return rows.map(presentRecent)
  }

  async show({ auth, bouncer, params }: HttpContext) {
    const memberRequest = await findOwnedRequest(auth.getUserOrFail().id, params.id)
    await bouncer.with('MemberRequestPolicy').authorize('view', memberRequest)
    return presentDetail(memberRequest, await unfinishedActions(memberRequest), await deliveryChips([Number(memberRequest.id)]))
  }

  async approve(context: HttpContext) {
    return this.#decide(context, 'approve')
  }

  async decline(context: HttpContext) {
    return this.#decide(context, 'decline')
  }

  async bulk({ auth, request }: HttpContext) {
    const { ids, action, reason } = await request.validateUsing(bulkDecisionValidator)
    const changed = await new DecideByHand().handle({ userId: auth.getUserOrFail().id, ids, action, reason })
    return { updated: changed.length, ids: changed }
  }

  async #decide({ auth, bouncer, params, request }: HttpContext, action: 'approve' | 'decline') {
    const owner = auth.getUserOrFail()
    const memberRequest = await findOwnedRequest(owner.id, params.id)
    await bouncer.with('MemberRequestPolicy').authorize('decide', memberRequest)
    const { reason } = await request.validateUsing(decideRequestValidator)
    await new DecideByHand().handle({ userId: owner.id, ids: [Number(memberRequest.id)], action, reason })
    const decided = await findOwnedRequest(owner.id, memberRequest.id)
    return presentDetail(decided, await unfinishedActions(decided), await deliveryChips([Number(decided.id)]))
  }
}
