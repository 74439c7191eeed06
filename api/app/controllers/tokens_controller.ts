import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import authCache from '#services/auth/auth_cache'
import { createTokenValidator } from '#validators/token'
import { CreateToken } from '#actions/tokens/create_token'
import { accessOf } from '#services/tokens/token_abilities'
import { parseListQuery, applyList, contentRange, defineList } from '#services/infra/list_query'
import { containsPattern } from '#services/infra/list_filters'

const TOKEN_LIST = defineList({
  resource: 'tokens',
  sorts: { id: 'id', name: 'name', createdAt: 'created_at', lastUsedAt: 'last_used_at', expiresAt: 'expires_at' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { q: 'text' },
})

interface TokenRow {
  id: number
  name: string | null
  abilities: string
  created_at: Date
  last_used_at: Date | null
  expires_at: Date | null
}

function present(row: TokenRow) {
  const iso = (value: Date | null) => (value ? DateTime.fromJSDate(value).toISO() : null)
  const abilities = JSON.parse(row.abilities) as string[]
  return {
    id: row.id,
    name: row.name ?? '',
    access: accessOf(abilities),
    abilities,
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

  /** Only a signed-in session gets here (start/route_abilities.ts): a token never mints another. */
  async store({ auth, request, response }: HttpContext) {
    const input = await request.validateUsing(createTokenValidator)
    return response.created(await new CreateToken().handle(auth.getUserOrFail() as User, input))
  }

  async destroy({ auth, params, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const deleted = await User.accessTokens.delete(user as User, params.id)
    if (!deleted) return response.notFound({ message: 'Token not found.', code: 'E_NOT_FOUND' })
    await authCache.invalidateUser(user.id)
    return { id: Number(params.id) }
  }
}
