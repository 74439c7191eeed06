import { readFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { manyRequestsPage } from '../fixtures/facebook-markup'
import { fixturesDir, FIXTURES, type FixtureName } from './fixtures'

/** A 1×1 PNG, the picture of every fixture applicant. */
const AVATAR = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const LAYOUT_FIXTURES: Record<string, FixtureName> = {
  'member-requests': 'member-requests-en',
  requests: 'older-layout',
  participant_requests: 'member-requests-en',
}

/** The page of 500 cards, built once when first asked for (`?fixture=member-requests-500`). */
export const MANY_REQUESTS = 'member-requests-500'
let manyRequests: string | undefined

export interface SentMessage {
  to: string
  text: string
  trusted: boolean
}

/** A comment posted on a group post (`/groups/<id>/posts/<post id>`), with the profiles it mentions. */
export interface PostedComment {
  post: string
  text: string
  mentions: string[]
  trusted: boolean
}

export interface FacebookFixtureServer {
  url: string
  /** Messages sent from conversation pages (`/messages/t/<id>`), in order. */
  sent: SentMessage[]
  /** Comments posted on group posts, in order. */
  comments: PostedComment[]
  /** The address of a group's requests page; `fixture` picks another page than the layout's own. */
  requestsPage(facebookGroupId: string, layout?: keyof typeof LAYOUT_FIXTURES, fixture?: FixtureName): string
  close(): Promise<void>
}

/**
 * Serves the fixture pages at paths that look like Facebook's (`/groups/<id>/member-requests`,
 * `/messages/t/<id>`, `/groups/<id>/posts/<post id>`),
 * which the test build of the extension treats as Facebook. `generated` adds pages by path
 * (the bench's page of 500 requests).
 */
export async function startFacebookFixtures(generated = new Map<string, string>()): Promise<FacebookFixtureServer> {
  const sent: SentMessage[] = []
  const comments: PostedComment[] = []
  const records: Record<string, unknown[]> = { '/__sent': sent, '/__commented': comments }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const record = records[url.pathname]
    if (request.method === 'POST' && record) {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        record.push(JSON.parse(body))
        response.writeHead(204)
        response.end()
      })
      return
    }
    const send = (type: string, body: string | Buffer) => {
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' })
      response.end(body)
    }
    if (generated.has(url.pathname)) return send('text/html; charset=utf-8', generated.get(url.pathname)!)
    if (url.searchParams.get('fixture') === MANY_REQUESTS) {
      manyRequests ??= manyRequestsPage(500).html
      return send('text/html; charset=utf-8', manyRequests)
    }
    if (url.pathname === '/fixture.js' || url.pathname === '/welcome-post.js') {
      return send('text/javascript', readFileSync(join(fixturesDir, url.pathname.slice(1))))
    }
    if (url.pathname.startsWith('/avatars/')) return send('image/png', AVATAR)
    const page = /^\/groups\/[^/]+\/(member-requests|requests|participant_requests)\/?$/.exec(url.pathname)
    const wanted = url.searchParams.get('fixture') as FixtureName | null
    const conversation = /^\/messages\/t\/\d+\/?$/.test(url.pathname)
    const post = /^\/groups\/[^/]+\/(posts|permalink)\/[^/]+\/?$/.test(url.pathname)
    const fixture =
      wanted && FIXTURES.includes(wanted)
        ? wanted
        : page
          ? LAYOUT_FIXTURES[page[1]!]
          : conversation
            ? 'messenger'
            : post
              ? 'welcome-post'
              : null
    if (!fixture) {
      response.writeHead(404)
      return response.end()
    }
    send('text/html; charset=utf-8', readFileSync(join(fixturesDir, `${fixture}.html`), 'utf8'))
  })
  const url = await listen(server)
  return {
    url,
    sent,
    comments,
    requestsPage: (facebookGroupId, layout = 'member-requests', fixture) =>
      `${url}/groups/${facebookGroupId}/${layout}${layout === 'requests' ? '/' : ''}${fixture ? `?fixture=${fixture}` : ''}`,
    close: () => close(server),
  }
}

/**
 * Forwards everything to the product, and can be stopped and started again on the same port:
 * the JoinFlow API going away and coming back, as the extension sees it.
 */
export async function startSwitchableProxy(target: string) {
  let server: Server | null = null
  let port = 0
  const start = async () => {
    server = createServer((request, response) => {
      const forward = httpRequest(
        new URL(request.url ?? '/', target),
        { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      forward.on('error', () => {
        response.writeHead(502)
        response.end()
      })
      request.pipe(forward)
    })
    const url = await listen(server, port)
    port = Number(new URL(url).port)
    return url
  }
  const url = await start()
  return {
    url,
    stop: async () => {
      if (server) await close(server)
      server = null
    },
    start,
  }
}

async function listen(server: Server, port = 0) {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function close(server: Server) {
  return new Promise<void>((resolve, reject) => {
    server.closeAllConnections()
    server.close((error) => (error ? reject(error) : resolve()))
  })
}
