import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import User from '#models/user'
import db from '@adonisjs/lucid/services/db'
import authCache from '#services/auth_cache'
import { createTokenValidator } from '#validators/token'
import { parseListQuery, applyList, contentRange, defineList } from '#services/list_query'
import { containsPattern } from '#services/list_filters'

const TOKEN_LIST = defineList({
  resource: 'tokens',
  sorts: { id: 'id', name: 'name', createdAt: 'created_at', lastUsedAt: 'last_used_at', expiresAt: 'expires_at' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { q: 'text' },
})

function present(row: { id: number; name: string | null; created_at: Date; last_used_at: Date | null; expires_at: Date | null }) {
  const iso = (value: Date | null) => (value ? DateTime.fromJSDate(value).toISO() : null)
  return {
    id: row.id,
    name: row.name ?? '',
    createdAt: iso(row.created_at),
    lastUsedAt: iso(row.last_used_at),
    expiresAt: iso(row.expires_at),
  }
}

/** Personal access tokens for the CLI, the extension and scripts. */
export default class TokensController {
  async index({ auth, request, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const list = parseListQuery(request.qs(), TOKEN_LIST)
    const query = db.from('auth_access_tokens').where('tokenable_id', user.id).where('type', 'personal_access_token')
    if (typeof list.filter.q === 'string') query.whereILike('name', containsPattern(list.filter.q))
    const { rows, total, range } = await applyList(query, list, TOKEN_LIST)
    response.header('Content-Range', contentRange('tokens', range.start, rows.length, total))
    return rows.map(present)
  }

  async store({ auth, request, response }: HttpContext) {
    const user = auth.getUserOrFail() as User
    const { name, expiresInDays } = await request.validateUsing(createTokenValidator)
    const token = await User.accessTokens.create(user, ['*'], {
      name,
      expiresIn: expiresInDays ? `${expiresInDays} days` : undefined,
    })
    return response.created({
      id: token.identifier,
      name: token.name,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: null,
      expiresAt: token.expiresAt?.toISOString() ?? null,
      token: token.value!.release(),
    })
  }

  async destroy({ auth, params, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const deleted = await User.accessTokens.delete(user as User, params.id)
    if (!deleted) return response.notFound({ message: 'Token not found.', code: 'E_NOT_FOUND' })
    await authCache.invalidateUser(user.id)
    return { id: Number(params.id) }
  }
}
