import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type Group from '#models/group'
import { DEFAULT_WELCOME_MESSAGE, type WelcomeMessageSettings } from '#models/group'
import { normalizeSettings, type AutoApprovalSettingsInput } from '#domain/rule_engine'

/** Saves a group's rules directly, as the auto-approval form would. */
export async function setRules(group: Group, settings: AutoApprovalSettingsInput) {
  group.autoApproval = normalizeSettings(settings)
  await group.save()
}

export async function setWelcome(group: Group, settings: Partial<WelcomeMessageSettings>) {
  group.welcomeMessage = { ...DEFAULT_WELCOME_MESSAGE, ...settings }
  await group.save()
}

/** Sends a batch as the extension does. */
export function capture(client: ApiClient, owner: User, facebookGroupId: string, requests: unknown[]) {
  return client.post('/api/extension/requests').json({ facebookGroupId, requests }).loginAs(owner).withCsrfToken()
}

let sequence = 0

/** A captured request that meets rules asking for an email. */
export function applicant(overrides: Record<string, unknown> = {}) {
  sequence += 1
  return {
    facebookUserId: `10000${sequence}`,
    name: `Jane Doe${sequence}`,
    profileUrl: `https://www.facebook.com/profile.php?id=10000${sequence}`,
    answers: [
      { question: 'What is your email?', answer: `jane${sequence}@example.com` },
      { question: 'Why do you want to join?', answer: 'I love dogs' },
    ],
    agreedToRules: true,
    ...overrides,
  }
}

/** Rows of a table matching `where`. */
export async function countRows(table: string, where: Record<string, unknown>) {
  const [{ total }] = await db.from(table).where(where).count('* as total')
  return Number(total)
}
