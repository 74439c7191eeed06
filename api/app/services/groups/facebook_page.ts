/*
 * Reads a Facebook group's public page for its picture: the page's
 * `<meta property="og:image">`.
 *
 * Only Facebook's own hosts are ever fetched (isFacebookHost), on every
 * redirect hop, so a group id or a redirect can never point the server at
 * another address; and every hop goes through the guarded client, so none
 * reaches a private address whatever the name resolves to.
 * FACEBOOK_BASE_URL replaces Facebook with one other origin and then only
 * that origin is fetched (one on this machine, as in tests, only with
 * TEST_ONLY_ALLOW_PRIVATE_NETWORK).
 * Each refresh has 5 seconds in all and reads at most 1 MB of page: the
 * picture sits in the page's head, and a page that never ends must not hold
 * the request or fill the memory.
 */
import type { Got, Response } from 'got'
import { Exception } from '@adonisjs/core/exceptions'
import env from '#start/env'
import { isFacebookHost } from '#domain/facebook_group_url'
import { createOutboundHttp } from '#services/infra/outbound_http'

const FACEBOOK_ORIGIN = 'https://www.facebook.com'
const DEFAULT_TIMEOUT_MS = 5000
const MAX_PAGE_BYTES = 1024 * 1024
const MAX_REDIRECTS = 5
const MAX_IMAGE_URL_LENGTH = 4096

/** The spec's picture failures, worded so the web app can tell them apart (section 8). */
export const PICTURE_FAILURES = {
  private: {
    status: 403,
    code: 'E_GROUP_PICTURE_PRIVATE',
    message: 'This group is private or its picture needs permissions to view.',
  },
  notFound: {
    status: 404,
    code: 'E_GROUP_NOT_ON_FACEBOOK',
    message: 'Group not found on Facebook.',
  },
  unavailable: {
    status: 502,
    code: 'E_FACEBOOK_UNAVAILABLE',
    message: 'Facebook had a technical issue. Please try again later.',
  },
} as const

export type PictureFailure = keyof typeof PICTURE_FAILURES

export class GroupPictureException extends Exception {
  constructor(readonly failure: PictureFailure) {
    const { message, status, code } = PICTURE_FAILURES[failure]
    super(message, { status, code })
  }
}

/*
 * Facebook serves its login wall at /login (and account checks at
 * /checkpoint) with Facebook's own logo as og:image; that logo is not the
 * group's picture.
 */
const LOGIN_WALL_PATH = /^\/(?:login|checkpoint)(?:[/.?]|$)/
const FACEBOOK_STOCK_IMAGE_PATH = /^\/(?:images|rsrc\.php)\//

const META_TAG = /<meta\b[^>]*>/gi
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const ENTITY = /&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|quot|apos|lt|gt);/gi
const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

function decodeEntities(text: string) {
  return text.replace(ENTITY, (entity, name: string) => {
    const lower = name.toLowerCase()
    if (!lower.startsWith('#')) return NAMED_ENTITIES[lower]
    const codePoint = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1))
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity
  })
}

function attributesOf(tag: string) {
  const attributes = new Map<string, string>()
  for (const [, name, doubleQuoted, singleQuoted, bare] of tag.slice('<meta'.length).matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? ''))
  }
  return attributes
}

/** The page's og:image as an absolute http(s) URL, or null when it has none worth showing. */
function findOgImage(html: string, pageUrl: URL): string | null {
  for (const [tag] of html.matchAll(META_TAG)) {
    const attributes = attributesOf(tag)
    const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase()
    if (key !== 'og:image' && key !== 'og:image:url' && key !== 'og:image:secure_url') continue
    const content = attributes.get('content')?.trim()
    if (!content || content.length > MAX_IMAGE_URL_LENGTH) continue
    let image: URL
    try {
      image = new URL(content, pageUrl)
    } catch {
      continue
    }
    if (image.protocol !== 'https:' && image.protocol !== 'http:') continue
    if (isFacebookHost(image) && FACEBOOK_STOCK_IMAGE_PATH.test(image.pathname)) continue
    return image.href
  }
  return null
}

type PageResult = { status: number; location?: string; body?: string }

let sharedHttp: Got | undefined

export interface FacebookPageOptions {
  /** Another origin to read group pages from instead of Facebook. */
  baseUrl?: string
  timeoutMs?: number
}

export default class FacebookPage {
  readonly #base: string
  readonly #mayFetch: (url: URL) => boolean
  readonly #timeoutMs: number

  constructor(options: FacebookPageOptions = { baseUrl: env.get('FACEBOOK_BASE_URL') }) {
    const configured = options.baseUrl ? new URL(options.baseUrl) : null
    this.#base = (configured?.href ?? FACEBOOK_ORIGIN).replace(/\/+$/, '')
    this.#mayFetch = configured ? (url) => url.origin === configured.origin : (url) => isFacebookHost(url)
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  }

  groupPageUrl(facebookGroupId: string) {
    return `${this.#base}/groups/${encodeURIComponent(facebookGroupId)}`
  }

  /** The group's picture URL; throws GroupPictureException with the spec's failure. */
  async groupPicture(facebookGroupId: string): Promise<string> {
    return this.readOgImage(this.groupPageUrl(facebookGroupId))
  }

  async readOgImage(address: string): Promise<string> {
    const signal = AbortSignal.timeout(this.#timeoutMs)
    let url = new URL(address)
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!this.#mayFetch(url)) throw new GroupPictureException('unavailable')
      const page = await this.#fetch(url, signal)
      if (page.location !== undefined) {
        const next = URL.canParse(page.location, url.href) ? new URL(page.location, url) : null
        if (!next) throw new GroupPictureException('unavailable')
        url = next
        continue
      }
      if (page.status === 404 || page.status === 410) throw new GroupPictureException('notFound')
      if (page.status === 401 || page.status === 403) throw new GroupPictureException('private')
      if (page.status !== 200 || page.body === undefined) throw new GroupPictureException('unavailable')
      const image = LOGIN_WALL_PATH.test(url.pathname) ? null : findOgImage(page.body, url)
      if (!image) throw new GroupPictureException('private')
      return image
    }
    throw new GroupPictureException('unavailable')
  }

  async #fetch(url: URL, signal: AbortSignal): Promise<PageResult> {
    sharedHttp ??= createOutboundHttp()
    const stream = sharedHttp.stream(url, {
      signal,
      followRedirect: false,
      headers: { 'accept': 'text/html', 'accept-language': 'en' },
    })
    try {
      const response = await new Promise<Response>((resolve, reject) => {
        stream.once('response', resolve)
        stream.once('error', reject)
      })
      const { statusCode, headers } = response
      if (statusCode >= 300 && statusCode < 400 && headers.location) {
        return { status: statusCode, location: headers.location }
      }
      if (statusCode !== 200) return { status: statusCode }
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        chunks.push(chunk)
        size += chunk.length
        if (size >= MAX_PAGE_BYTES) break
      }
      return { status: statusCode, body: Buffer.concat(chunks).subarray(0, MAX_PAGE_BYTES).toString('utf8') }
    } catch {
      throw new GroupPictureException('unavailable')
    } finally {
      stream.destroy()
    }
  }
}
