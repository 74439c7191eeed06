/*
 * Secrets kept in the database (integration credentials and webhook
 * signing secrets, Google tokens) are encrypted with APP_KEY. Changing the
 * key must not turn them silently into nothing:
 *
 * - what was stored with an earlier key is still read with the keys in
 *   APP_KEY_PREVIOUS (comma-separated, newest first);
 * - at start (and with `node ace secrets:rotate`) every stored secret is
 *   read once, and those only an earlier key opens are encrypted again with
 *   the current one, so APP_KEY_PREVIOUS can go once every process has run;
 * - a secret no configured key opens stops the start with one clear line
 *   saying which and what to do, instead of integrations that quietly lose
 *   their keys. `node ace secrets:rotate --forget-unreadable` drops them and
 *   asks their owners to connect again, for a key that is truly lost.
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { reportStoppedIntegrations } from '#services/deliveries/notifications'
import { askToReconnectGoogle } from '#services/integrations/google_accounts'
import { openSecret, sealSecret } from '#services/infra/secret_box'

/** Where secrets are kept: a table, its encrypted columns, and how a forgotten one is handed back to its owner. */
interface SecretColumns {
  table: 'integrations' | 'google_connections'
  columns: string[]
}

const STORES: SecretColumns[] = [
  { table: 'integrations', columns: ['credentials'] },
  { table: 'google_connections', columns: ['access_token', 'refresh_token'] },
]

const BATCH = 500

export interface UnreadableSecret {
  table: SecretColumns['table']
  id: number
  column: string
}

export interface SecretsReport {
  /** Stored secrets read. */
  checked: number
  /** Those an earlier key opened, now encrypted with the current one. */
  reencrypted: number
  unreadable: UnreadableSecret[]
}

/**
 * Reads every stored secret once: encrypts again with the current key what
 * only an earlier key opens, and lists what no configured key opens. A
 * value changed meanwhile by someone else is left as they wrote it.
 */
export async function reencryptStoredSecrets(): Promise<SecretsReport> {
  const report: SecretsReport = { checked: 0, reencrypted: 0, unreadable: [] }
  for (const { table, columns } of STORES) {
    let after = 0
    for (;;) {
      const rows: Record<string, unknown>[] = await db
        .from(table)
        .select('id', ...columns)
        .where('id', '>', after)
        .where((query) => columns.forEach((column) => query.orWhereNotNull(column)))
        .orderBy('id')
        .limit(BATCH)
      if (!rows.length) break
      after = Number(rows[rows.length - 1].id)
      for (const row of rows) {
        for (const column of columns) {
          const stored = row[column]
          if (typeof stored !== 'string' || !stored) continue
          report.checked += 1
          const opened = openSecret(stored)
          if (!opened) {
            report.unreadable.push({ table, id: Number(row.id), column })
          } else if (opened.openedWith === 'previous') {
            const updated = await db
              .from(table)
              .where('id', Number(row.id))
              .where(column, stored)
              .update({ [column]: sealSecret(opened.value) })
            report.reencrypted += Number(updated)
          }
        }
      }
    }
  }
  return report
}

/** "2 integration credentials (ids 4, 9) and 1 Google token (id 2)". */
export function describeUnreadable(unreadable: UnreadableSecret[]) {
  const byTable = (table: UnreadableSecret['table']) => [...new Set(unreadable.filter((item) => item.table === table).map(({ id }) => id))]
  const parts: string[] = []
  const integrations = byTable('integrations')
  const google = byTable('google_connections')
  const ids = (list: number[]) => `${list.length === 1 ? 'id' : 'ids'} ${list.slice(0, 20).join(', ')}${list.length > 20 ? ', …' : ''}`
  if (integrations.length) parts.push(`${integrations.length} integration${integrations.length === 1 ? '' : 's'} (${ids(integrations)})`)
  if (google.length) parts.push(`${google.length} Google connection${google.length === 1 ? '' : 's'} (${ids(google)})`)
  return parts.join(' and ')
}

export class StoredSecretsUnreadableError extends Error {
  constructor(readonly unreadable: UnreadableSecret[]) {
    super(
      `Stored secrets of ${describeUnreadable(unreadable)} cannot be read with APP_KEY or APP_KEY_PREVIOUS, so JoinFlow does not start. ` +
        'Set APP_KEY_PREVIOUS to the key they were saved with (several keys: comma-separated) and start again; ' +
        'if that key is lost, run `node ace secrets:rotate --forget-unreadable` to drop them and ask their owners to connect again.'
    )
  }
}

/**
 * Run at start: re-encrypts what an earlier key opens, and refuses to go on
 * (one error line, then a non-zero exit) while a stored secret opens with
 * no configured key.
 */
export async function checkStoredSecrets() {
  const report = await reencryptStoredSecrets()
  if (report.reencrypted) {
    logger.info(
      're-encrypted %d stored secret(s) with the current APP_KEY; remove APP_KEY_PREVIOUS once every process runs with this key',
      report.reencrypted
    )
  }
  if (report.unreadable.length) {
    const error = new StoredSecretsUnreadableError(report.unreadable)
    logger.fatal(error.message)
    throw error
  }
  return report
}

const FORGOTTEN =
  "JoinFlow's encryption key changed and the saved credentials could not be read. Connect it again with its key (a webhook: rotate its signing secret)."

/**
 * For a key that is truly lost: drops the secrets no configured key opens.
 * Their integrations stop with the reason and a notification, Google
 * connections ask to be connected again; nothing is sent with a missing key.
 */
export async function forgetUnreadableSecrets(unreadable: UnreadableSecret[]) {
  const integrationIds = [...new Set(unreadable.filter(({ table }) => table === 'integrations').map(({ id }) => id))]
  const googleIds = [...new Set(unreadable.filter(({ table }) => table === 'google_connections').map(({ id }) => id))]
  await db.transaction(async (trx) => {
    if (integrationIds.length) {
      const integrations = await trx.from('integrations').whereIn('id', integrationIds).select('id', 'user_id', 'kind', 'name')
      await trx.from('integrations').whereIn('id', integrationIds).update({ credentials: null, credential_hint: null })
      await reportStoppedIntegrations(
        trx,
        integrations.map((row) => ({ id: row.id, userId: row.user_id, kind: row.kind, name: row.name, message: FORGOTTEN }))
      )
    }
    if (googleIds.length) {
      const connections = await trx.from('google_connections').whereIn('id', googleIds).select('user_id')
      await trx.from('google_connections').whereIn('id', googleIds).update({ access_token: '', refresh_token: null, status: 'revoked' })
      for (const { user_id: userId } of connections) {
        await askToReconnectGoogle(trx, userId, "JoinFlow's encryption key changed and your Google access could not be read. Connect your Google account again.")
      }
    }
  })
  return { integrations: integrationIds.length, googleConnections: googleIds.length }
}
