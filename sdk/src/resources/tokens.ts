import type { IterateParams, ListParams, ListResult } from '../list.js'
import { APIResource } from '../resource.js'

/** What a token may do: owner reads, owner changes, the extension's calls, admin routes. */
export type TokenAbility = 'read' | 'write' | 'extension' | 'admin'

/** read_only: reads; full: reads, changes and the extension's calls; extension: the Chrome extension's own. */
export type TokenAccess = 'read_only' | 'full' | 'extension'

/** A personal access token as listed: the secret itself is never shown again after creation. */
export interface PersonalAccessToken {
  id: number
  name: string
  access: TokenAccess
  /** Includes `admin` when the token was created with admin access. */
  abilities: TokenAbility[]
  /** ISO 8601 timestamps. */
  lastUsedAt: string | null
  createdAt: string
  expiresAt: string | null
}

export interface CreatedToken extends PersonalAccessToken {
  /** The secret (`jf_...`), returned only in this response. */
  token: string
}

export interface TokenCreateParams {
  name: string
  /** Full unless said. */
  access?: 'read_only' | 'full'
  /** Admin routes too; only super admins and admins may ask. */
  admin?: boolean
  /** Never expires when left out. */
  expiresInDays?: number
}

export type TokenListParams = ListParams<keyof PersonalAccessToken>

export type TokenIterateParams = IterateParams<keyof PersonalAccessToken>

export interface RevokedToken {
  id: number
}

export class Tokens extends APIResource {
  list(params: TokenListParams = {}): Promise<ListResult<PersonalAccessToken>> {
    return this.client.getList<PersonalAccessToken>('/api/tokens', params)
  }

  /** Every token, fetched a page at a time. */
  iterate(params: TokenIterateParams = {}): AsyncGenerator<PersonalAccessToken> {
    return this.client.iterateList<PersonalAccessToken>('/api/tokens', params)
  }

  /**
   * Only a password session may create tokens (`auth.login()` on a client made without a token); a
   * token client gets a PermissionDeniedError (`E_SESSION_REQUIRED`).
   */
  create(body: TokenCreateParams): Promise<CreatedToken> {
    return this.client.post<CreatedToken>('/api/tokens', body)
  }

  revoke(id: number): Promise<RevokedToken> {
    return this.client.delete<RevokedToken>(`/api/tokens/${encodeURIComponent(id)}`)
  }
}
