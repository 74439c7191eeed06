import type { HttpContext } from '@adonisjs/core/http'
import { readFile } from 'node:fs/promises'
import { PRECOMPRESSED, acceptedEncodings, webAppPath } from '#services/infra/web_app'

interface HtmlPage {
  identity: Buffer
  /** The build's brotli and gzip copies, where it wrote them. */
  copies: { encoding: string; body: Buffer }[]
}

async function readPage(relative: string): Promise<HtmlPage> {
  const identity = await readFile(webAppPath(relative))
  const copies: HtmlPage['copies'] = []
  for (const { encoding, extension } of PRECOMPRESSED) {
    const body = await readFile(webAppPath(`${relative}${extension}`)).catch(() => null)
    if (body) copies.push({ encoding, body })
  }
  return { identity, copies }
}

let indexHtml: Promise<HtmlPage> | undefined
/** The prerendered pages read so far, by file; a path without one is looked up again next time. */
const prerendered = new Map<string, HtmlPage>()

/**
 * The file the build prerendered for a path (admin-ui/src/prerender/routes.ts):
 * `/` → prerendered/index.html, `/order` → prerendered/order/index.html.
 * Only plain lower-case paths can have one.
 */
export function prerenderedFileFor(path: string): string | undefined {
  if (!/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?\/?$/.test(path)) return undefined
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed ? `prerendered/${trimmed}/index.html` : 'prerendered/index.html'
}

async function prerenderedPage(path: string): Promise<HtmlPage | undefined> {
  const file = prerenderedFileFor(path)
  if (!file) return undefined
  const known = prerendered.get(file)
  if (known) return known
  try {
    const page = await readPage(file)
    prerendered.set(file, page)
    return page
  } catch {
    return undefined
  }
}

/** Whether the request comes with a live session; a check that fails counts as one, so the app decides. */
async function signedIn({ auth }: HttpContext) {
  try {
    return await auth.check()
  } catch {
    return true
  }
}

/**
 * The built web app's HTML for every non-API path; the React router takes it
 * from there. Static assets are served by the web assets middleware.
 *
 * A visitor without a session gets the page the build prerendered for the
 * path, where there is one (the landing page, pricing, the order details
 * step, the sign-in pages), so its main content paints before any script
 * runs; anyone signed in, and every other path, gets index.html, whose app
 * shows a signed-in owner their own page (their dashboard at /) and never
 * the landing page first. The answer depends on the session cookie, so it
 * varies on Cookie for such paths.
 *
 * The page is sent as the build's brotli or gzip copy when the browser takes
 * one, and revalidated on every visit so a new build shows.
 */
export default class WebAppController {
  async show(ctx: HttpContext) {
    const { request, response } = ctx
    indexHtml ??= readPage('index.html').catch((error) => {
      indexHtml = undefined
      throw error
    })
    let html: HtmlPage
    try {
      html = await indexHtml
    } catch {
      return response
        .status(503)
        .type('text')
        .send('The web app has not been built yet. Run `npm run build -w admin-ui` (npm start does it for you).')
    }
    const page = await prerenderedPage(request.url())
    if (page) {
      response.vary('Cookie')
      if (!(await signedIn(ctx))) html = page
    }
    response.header('Cache-Control', 'no-cache')
    response.vary('Accept-Encoding')
    response.header('Content-Type', 'text/html; charset=utf-8')
    const accepted = acceptedEncodings(request.header('accept-encoding'))
    const copy = html.copies.find(({ encoding }) => accepted.has(encoding))
    if (copy) response.header('Content-Encoding', copy.encoding)
    return response.send(copy?.body ?? html.identity)
  }
}
