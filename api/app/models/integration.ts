import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'
import type { Credentials, IntegrationKind } from '#services/integrations/contract'
import { openSecret, sealSecret, UnreadableSecretError } from '#services/infra/secret_box'

export type IntegrationStatus = 'connected' | 'needs_attention'
export type DeliveryTrigger = 'approved' | 'captured'

/** What each kind keeps besides its credentials. */
export interface IntegrationSettings {
  trigger?: DeliveryTrigger
  description?: string | null
  spreadsheetId?: string
  sheetName?: string
  url?: string
  sendWelcomeSms?: boolean
  /** Calls per second this integration may make; the catalogue's rate or a default when unset. */
  ratePerSecond?: number
}

const jsonObject = {
  prepare: (value: IntegrationSettings) => JSON.stringify(value ?? {}),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as IntegrationSettings,
}

/** "••••" and the last 4 characters of a secret: all an owner ever sees of it again. */
export function maskSecret(secret: string | null | undefined) {
  return secret ? `••••${secret.slice(-4)}` : null
}

/** A destination an owner sends members to: an email or SMS platform, a Google Sheet or a webhook. */
export default class Integration extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare userId: number

  @column()
  declare kind: IntegrationKind

  @column()
  declare platform: string

  @column()
  declare name: string

  @column()
  declare listId: string | null

  @column()
  declare authMethod: 'api_key' | 'oauth'

  /** Encrypted with APP_KEY (earlier keys in APP_KEY_PREVIOUS still read it); read through `credentialsFor()`. */
  @column({ serializeAs: null })
  declare credentials: string | null

  @column()
  declare credentialHint: string | null

  @column(jsonObject)
  declare settings: IntegrationSettings

  @column()
  declare groupIds: number[] | null

  @column()
  declare isActive: boolean

  @column()
  declare status: IntegrationStatus

  @column()
  declare lastError: string | null

  @column.dateTime({ serializeAs: null })
  declare tokenExpiresAt: DateTime | null

  @column.dateTime()
  declare lastDeliveryAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, serializeAs: null })
  declare updatedAt: DateTime | null

  get trigger(): DeliveryTrigger {
    return this.settings.trigger ?? 'approved'
  }

  /** The decrypted credentials, with the list id the platform needs; never quietly empty when they cannot be read. */
  credentialsFor(): Credentials {
    if (!this.credentials) return { listId: this.listId }
    const opened = openSecret<Record<string, string>>(this.credentials)
    if (!opened) throw new UnreadableSecretError(`integration ${this.id}`)
    return { ...opened.value, listId: this.listId }
  }

  /** Encrypts and stores credentials, keeping only a masked tail of the main secret in the clear. */
  storeCredentials(credentials: Record<string, string | null | undefined>, mainSecret?: string | null) {
    const kept = Object.fromEntries(Object.entries(credentials).filter(([name, value]) => name !== 'listId' && value))
    this.credentials = Object.keys(kept).length ? sealSecret(kept) : null
    this.credentialHint = maskSecret(mainSecret ?? (kept.apiKey as string | undefined) ?? null)
  }
}
