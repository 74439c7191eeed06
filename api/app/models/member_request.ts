import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import AppBaseModel from '#models/app_base_model'
import Group from '#models/group'
import type { CapturedRequest, DecisionOutcome, RequestAnswer } from '#domain/rule_engine'

export type MemberRequestStatus = 'pending' | 'approved' | 'declined'
export type DecidedBy = 'rules' | 'owner' | 'facebook'

const jsonArray = {
  prepare: (value: unknown[]) => JSON.stringify(value ?? []),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])),
}

/** One join request captured from a group's member-requests page. */
export default class MemberRequest extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare userId: number

  @column()
  declare groupId: number

  @column()
  declare facebookUserId: string

  @column()
  declare name: string

  @column()
  declare profileUrl: string | null

  @column()
  declare profileImageUrl: string | null

  @column()
  declare email: string | null

  @column()
  declare phone: string | null

  @column(jsonArray)
  declare answers: RequestAnswer[]

  @column()
  declare agreedToRules: boolean | null

  @column.date()
  declare joinedFacebookAt: DateTime | null

  @column()
  declare livesIn: string | null

  @column()
  declare groupsInCommon: number | null

  @column()
  declare invitedBy: string | null

  @column.dateTime()
  declare requestedAt: DateTime | null

  @column()
  declare status: MemberRequestStatus

  @column()
  declare decision: DecisionOutcome

  @column(jsonArray)
  declare reasons: string[]

  @column()
  declare decidedBy: DecidedBy | null

  @column()
  declare decidedByUserId: number | null

  @column.dateTime()
  declare decidedAt: DateTime | null

  @column()
  declare welcomeMessage: string | null

  /** The owner's reason for a decision by hand, if they gave one. */
  @column()
  declare ownerReason: string | null

  /** While held back by the hourly approval limit: when the next window opens. */
  @column.dateTime({ serializeAs: null })
  declare heldUntil: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, serializeAs: null })
  declare updatedAt: DateTime | null

  @belongsTo(() => Group)
  declare group: BelongsTo<typeof Group>

  /** The stored request as the rule engine reads it, with the contacts extracted at capture. */
  forRules(): CapturedRequest {
    return {
      name: this.name,
      profileId: this.facebookUserId,
      profileUrl: this.profileUrl,
      answers: this.answers,
      agreedToRules: this.agreedToRules,
      joinedFacebookAt: this.joinedFacebookAt?.toISODate() ?? null,
      livesIn: this.livesIn,
      groupsInCommon: this.groupsInCommon,
      invitedBy: this.invitedBy,
      contacts: { email: this.email, phone: this.phone },
    }
  }
}
