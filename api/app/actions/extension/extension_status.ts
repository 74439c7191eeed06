import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import ExtensionInstallation from '#models/extension_installation'
import { extensionInstall } from '#services/extension/extension_package'

/**
 * What the dashboard's Chrome Extension card shows. Installed once the
 * extension has reported at all; connected while the token it last called
 * with still exists and has not expired.
 */
export async function extensionStatus(userId: number) {
  const installation = await ExtensionInstallation.findBy('userId', userId)
  const install = extensionInstall()
  if (!installation) {
    return { installed: false, connected: false, lastSeenAt: null, version: null, health: null, healthDetail: null, pageUrl: null, install }
  }
  return {
    install,
    installed: true,
    connected: await tokenIsLive(userId, installation.accessTokenId),
    lastSeenAt: installation.lastSeenAt.toISO(),
    version: installation.version,
    health: installation.health,
    healthDetail: installation.healthDetail,
    pageUrl: installation.pageUrl,
  }
}

async function tokenIsLive(userId: number, tokenId: number | null) {
  if (tokenId === null) return false
  const token = await db
    .from('auth_access_tokens')
    .where('id', tokenId)
    .where('tokenable_id', userId)
    .where((query) => query.whereNull('expires_at').orWhere('expires_at', '>', DateTime.now().toJSDate()))
    .first()
  return Boolean(token)
}

/**
 * The popup's view of the group on the open Facebook page: whether it is
 * connected to JoinFlow and what happened to its requests since `since`
 * (the browser's midnight, so "today" is the owner's day).
 */
export async function extensionGroupSummary(userId: number, facebookGroupId: string, since: Date) {
  const group = await db
    .from('groups')
    .where('user_id', userId)
    .whereRaw('lower(facebook_group_id) = lower(?)', [facebookGroupId])
    .select('id', 'name', 'facebook_group_id')
    .first()
  if (!group) return { group: null, today: { captured: 0, approved: 0, declined: 0 } }
  const counts = await db
    .from('member_requests')
    .where('group_id', group.id)
    .where((query) => query.where('created_at', '>=', since).orWhere('decided_at', '>=', since))
    .select(
      db.raw('count(*) filter (where created_at >= ?) as captured', [since]),
      db.raw(`count(*) filter (where status = 'approved' and decided_at >= ?) as approved`, [since]),
      db.raw(`count(*) filter (where status = 'declined' and decided_at >= ?) as declined`, [since])
    )
    .first()
  return {
    group: { id: group.id as number, name: group.name as string, facebookGroupId: group.facebook_group_id as string },
    today: { captured: Number(counts?.captured ?? 0), approved: Number(counts?.approved ?? 0), declined: Number(counts?.declined ?? 0) },
  }
}
