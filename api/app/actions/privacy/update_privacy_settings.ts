import db from '@adonisjs/lucid/services/db'
import type { PrivacySettingsInput } from '#validators/delivery'

export interface PrivacySettings {
  eraseAfterDelivery: boolean
  retentionDays: number | null
}

const DEFAULTS: PrivacySettings = { eraseAfterDelivery: false, retentionDays: null }

export async function privacySettingsOf(userId: number): Promise<PrivacySettings> {
  const row = await db.from('privacy_settings').where('user_id', userId).first()
  return row ? { eraseAfterDelivery: row.erase_after_delivery, retentionDays: row.retention_days } : { ...DEFAULTS }
}

/** Saves the fields sent, keeping the others. */
export default class UpdatePrivacySettings {
  async handle(userId: number, input: PrivacySettingsInput) {
    const settings = { ...(await privacySettingsOf(userId)) }
    if (input.eraseAfterDelivery !== undefined) settings.eraseAfterDelivery = input.eraseAfterDelivery
    if (input.retentionDays !== undefined) settings.retentionDays = input.retentionDays
    await db.rawQuery(
      `INSERT INTO privacy_settings (user_id, erase_after_delivery, retention_days, updated_at) VALUES (?, ?, ?, now())
       ON CONFLICT (user_id) DO UPDATE SET erase_after_delivery = EXCLUDED.erase_after_delivery,
         retention_days = EXCLUDED.retention_days, updated_at = EXCLUDED.updated_at`,
      [userId, settings.eraseAfterDelivery, settings.retentionDays]
    )
    return settings
  }
}
