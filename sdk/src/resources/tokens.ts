import type { IterateParams, ListParams, ListResult } from '../list.js'
import { APIResource } from '../resource.js'
import type { CreatedToken, PersonalAccessToken, RevokedToken, TokenCreateParams } from '../types.js'

export type TokenListParams = ListParams<keyof PersonalAccessToken>

export type TokenIterateParams = IterateParams<keyof PersonalAccessToken>

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
