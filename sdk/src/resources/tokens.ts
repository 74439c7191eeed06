import type { IterateParams, ListParams, ListResult } from '../list.js'
import { APIResource } from '../resource.js'

/** A personal access token as listed: the secret itself is never shown again after creation. */
export interface PersonalAccessToken {
  id: number
  name: string
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

  create(body: TokenCreateParams): Promise<CreatedToken> {
    return this.client.post<CreatedToken>('/api/tokens', body)
  }

  revoke(id: number): Promise<RevokedToken> {
    return this.client.delete<RevokedToken>(`/api/tokens/${encodeURIComponent(id)}`)
  }
}
