/*
 * Provider sign-in (Google, Facebook, OpenID Connect) exchanges the code
 * for a token and reads the person's profile over HTTP. The ally drivers
 * make those calls through one overridable `httpClient(url)`; ours returns
 * a request that builds the same call and sends it through the guarded
 * client (#services/infra/outbound_http), so a token or user-info endpoint can
 * never lead to a private address. A refusal or a failed status comes back
 * as our own sentence, never the provider's body.
 */
import { HttpClient } from '@poppinss/oauth-client'
import type { Got } from 'got'
import { GoogleDriver } from '@adonisjs/ally/drivers/google'
import { FacebookDriver } from '@adonisjs/ally/drivers/facebook'
import { createOutboundHttp } from '#services/infra/outbound_http'

export class ProviderRequestError extends Error {
  constructor(readonly statusCode?: number) {
    super(
      statusCode === undefined
        ? 'The sign-in provider could not be reached.'
        : `The sign-in provider answered HTTP ${statusCode}.`
    )
    this.name = 'ProviderRequestError'
  }
}

/** ally's request builder, sent through the guarded client instead of its own fetch. */
export class OutboundOAuthRequest extends HttpClient {
  constructor(
    private readonly target: string,
    private readonly http: Got
  ) {
    super(target)
  }

  async post() {
    return this.#send('POST')
  }

  async get() {
    return this.#send('GET')
  }

  async #send(method: 'GET' | 'POST') {
    const fields = this.getFields()
    const params = this.getParams()
    const body = Object.keys(fields).length
      ? this.getRequestType() === 'json'
        ? { json: fields }
        : { form: fields }
      : {}
    let response
    try {
      response = await this.http(this.target, {
        method,
        headers: this.getHeaders(),
        searchParams: Object.keys(params).length ? params : undefined,
        ...body,
        responseType: 'text',
      })
    } catch {
      throw new ProviderRequestError()
    }
    if (response.statusCode < 200 || response.statusCode >= 300) throw new ProviderRequestError(response.statusCode)
    if (this.getResponseType() !== 'json') return response.body
    try {
      return JSON.parse(response.body)
    } catch {
      throw new ProviderRequestError(response.statusCode)
    }
  }
}

let shared: Got | undefined

function guardedRequest(url: string) {
  shared ??= createOutboundHttp()
  return new OutboundOAuthRequest(url, shared)
}

export class GoogleSignInDriver extends GoogleDriver {
  protected httpClient(url: string) {
    return guardedRequest(url)
  }
}

export class FacebookSignInDriver extends FacebookDriver {
  protected httpClient(url: string) {
    return guardedRequest(url)
  }
}
