import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import AppBaseModel from '#models/app_base_model'
import MemberRequest from '#models/member_request'

export type ExtensionActionType = 'approve' | 'decline' | 'welcome_message' | 'welcome_tag'
export type ExtensionActionStatus = 'pending' | 'done' | 'failed'

/** Something the extension must do on Facebook's page for the owner. */
export default class ExtensionAction extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare userId: number

  @column()
  declare groupId: number

  @column()
  declare memberRequestId: number

  @column()
  declare type: ExtensionActionType

  @column({
    prepare: (value: Record<string, unknown>) => JSON.stringify(value ?? {}),
    consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {})),
  })
  declare payload: { message?: string; reason?: string }

  @column()
  declare status: ExtensionActionStatus

  @column()
  declare error: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare completedAt: DateTime | null

  @belongsTo(() => MemberRequest)
  declare memberRequest: BelongsTo<typeof MemberRequest>
}
