import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Group from '#models/group'
import MessageTemplate from '#models/message_template'
import type { MemberRequestStatus, DecidedBy } from '#models/member_request'
import type { DecisionOutcome, RequestAnswer } from '#domain/rule_engine'

let sequence = 0

/** A connected group of `owner`, stored directly (not through the API). */
export async function makeGroup(
  owner: { id: number },
  overrides: Partial<{ name: string; facebookGroupId: string; isActive: boolean; createdAt: DateTime }> = {}
) {
  sequence += 1
  const group = await Group.create({
    userId: owner.id,
    facebookGroupId: overrides.facebookGroupId ?? `group-${sequence}-t${Date.now()}`,
    name: overrides.name ?? `Group ${sequence}`,
    description: '',
    memberCount: 0,
    isActive: overrides.isActive ?? true,
  })
  if (overrides.createdAt) {
    await db.from('groups').where('id', group.id).update({ created_at: overrides.createdAt.toJSDate() })
    await group.refresh()
  }
  return group
}

export async function makeTemplate(
  owner: { id: number },
  overrides: Partial<{ name: string; template: string; isApproved: boolean; isActive: boolean }> = {}
) {
  sequence += 1
  return MessageTemplate.create({
    userId: owner.id,
    name: overrides.name ?? `Template ${sequence}`,
    category: 'welcome',
    template: overrides.template ?? 'Welcome {first-name}!',
    isApproved: overrides.isApproved ?? false,
    isActive: overrides.isActive ?? true,
    usageCount: 0,
  })
}

export interface StoredRequest {
  name: string
  email: string | null
  phone: string | null
  answers: RequestAnswer[]
  agreedToRules: boolean | null
  joinedFacebookAt: string | null
  livesIn: string | null
  status: MemberRequestStatus
  decision: DecisionOutcome
  decidedBy: DecidedBy | null
  decidedAt: DateTime | null
  createdAt: DateTime
}

/** Member requests of a group, inserted as rows the way capture stores them. */
export async function insertRequests(group: Group, requests: Partial<StoredRequest>[]) {
  const rows = requests.map((request) => {
    sequence += 1
    return {
      user_id: group.userId,
      group_id: group.id,
      facebook_user_id: `fb-${sequence}`,
      name: request.name ?? `Member ${sequence}`,
      email: request.email ?? null,
      phone: request.phone ?? null,
      answers: JSON.stringify(request.answers ?? []),
      agreed_to_rules: request.agreedToRules ?? null,
      joined_facebook_at: request.joinedFacebookAt ?? null,
      lives_in: request.livesIn ?? null,
      status: request.status ?? 'pending',
      decision: request.decision ?? 'review',
      reasons: JSON.stringify([]),
      decided_by: request.decidedBy ?? null,
      decided_at: request.decidedAt?.toJSDate() ?? null,
      created_at: (request.createdAt ?? DateTime.utc()).toJSDate(),
    }
  })
  const inserted: { id: number }[] = await db.table('member_requests').multiInsert(rows).returning('id')
  return inserted.map(({ id }) => Number(id))
}
