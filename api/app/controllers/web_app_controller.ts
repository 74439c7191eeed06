import type { HttpContext } from '@adonisjs/core/http'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { PRECOMPRESSED, acceptedEncodings, webAppPath } from '#services/infra/web_app'
import {
  MANIFEST_FILE,
  MODULE_CHUNKS_FILE,
  SIGNED_IN_PAGE_MODULES,
  modulePreloadTags,
  modulePreloads,
  scriptSafeJson,
  type BuildManifest,
  type ModuleChunks,
} from '#services/infra/web_app_preloads'
import { currentAccountJson } from '#services/auth/current_account'
import type User from '#models/user'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

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

/** A built file read once and kept; undefined when there is no such file or the build has none. */
async function readOnce<T>(cache: Map<string, T>, file: string | undefined, read: (file: string) => Promise<T>): Promise<T | undefined> {
  if (!file) return undefined
  const known = cache.get(file)
  if (known) return known
  try {
    const value = await read(file)
    cache.set(file, value)
    return value
  } catch {
    return undefined
  }
}

function prerenderedPage(path: string): Promise<HtmlPage | undefined> {
  return readOnce(prerendered, prerenderedFileFor(path), readPage)
}

/** The id of the element that carries a signed-in page load's account (admin-ui/src/providers/authProvider.ts). */
export const INLINED_USER_ID = 'joinflow-user'

/** The id of the list of chunks the owner's prerendered frame preloads once painted (admin-ui/src/prerender/template.ts). */
export const PRELOADS_ID = 'joinflow-preloads'

let manifest: Promise<{ chunks: BuildManifest; modules: ModuleChunks } | null> | undefined
/**
 * The build's manifest and where each module went, or null for a build without them (then no page
 * gets preload hints; the next page asks again).
 */
function buildManifest() {
  manifest ??= Promise.all([readFile(webAppPath(MANIFEST_FILE), 'utf8'), readFile(webAppPath(MODULE_CHUNKS_FILE), 'utf8')])
    .then(([chunks, modules]) => ({ chunks: JSON.parse(chunks) as BuildManifest, modules: JSON.parse(modules) as ModuleChunks }))
    .catch(() => {
      manifest = undefined
      return null
    })
  return manifest
}

/** The owner's frames the build prerendered (admin-ui/src/prerender/OwnerShell.tsx), read so far. */
const ownerShells = new Map<string, string>()

/** `/` → owner-shell/index.html, `/member-requests` → owner-shell/member-requests/index.html. */
export function ownerShellFileFor(path: string): string | undefined {
  const trimmed = path.replace(/\/+$/, '') || '/'
  if (!(trimmed in SIGNED_IN_PAGE_MODULES)) return undefined
  return trimmed === '/' ? 'owner-shell/index.html' : `owner-shell${trimmed}/index.html`
}

function ownerShell(path: string): Promise<string | undefined> {
  return readOnce(ownerShells, ownerShellFileFor(path), (file) => readFile(webAppPath(file), 'utf8'))
}

/**
 * Who the request's session signs in: `signedIn` is false for a visitor; `user` is the account of
 * a live session whose account is active. A check that fails counts as signed in without an
 * account, so the app decides as it always has.
 */
async function session(ctx: HttpContext): Promise<{ signedIn: boolean; user?: User }> {
  try {
    const guard = ctx.auth.use('web')
    if (!(await guard.check())) return { signedIn: false }
    return { signedIn: true, user: guard.user?.isActive ? guard.user : undefined }
  } catch {
    return { signedIn: true }
  }
}

/**
 * The page for a signed-in session: the owner's prerendered frame for the pages that have one, else
 * index.html, with `<link rel="modulepreload">` for the chunks the page needs (from the build's
 * manifest) and the session's own account as "who am I" answers it, so the app shows the page
 * without waiting for that call.
 */
async function signedInPage(path: string, user: User | undefined, indexHtml: Buffer): Promise<string> {
  const shell = await ownerShell(path)
  const base = shell ?? indexHtml.toString('utf8')
  const found = await buildManifest()
  const files = found ? modulePreloads(found.chunks, found.modules, path) : []
  // The owner's frame paints from the page alone: its start script preloads these once the frame is
  // on screen, so they share no bandwidth with it. index.html paints nothing before they run.
  let head = shell
    ? `<script type="application/json" id="${PRELOADS_ID}">${scriptSafeJson(JSON.stringify(files))}</script>`
    : modulePreloadTags(files)
  if (user) {
    head += `<script type="application/json" id="${INLINED_USER_ID}">${scriptSafeJson(await currentAccountJson(user))}</script>`
  }
  return base.replace('</head>', () => `${head}</head>`)
}

/**
 * The built web app's HTML for every non-API path; the React router takes it
 * from there. Static assets are served by the web assets middleware.
 *
 * A visitor without a session gets the page the build prerendered for the
 * path, where there is one (the landing page, pricing, the order details
 * step, the sign-in pages), so its main content paints before any script
 * runs; every other path gets index.html. Anyone signed in gets, for their
 * dashboard (`/`) and member requests, the owner's frame the build
 * prerendered for the page, else index.html, with preload hints for the
 * page's chunks and their own account put into the page (see signedInPage),
 * so a signed-in owner sees their own page and never the landing page
 * first. The answer depends on the session cookie, so it varies on Cookie
 * and is kept by no shared cache.
 *
 * The page is sent as the build's brotli or gzip copy when the browser takes
 * one (a signed-in page, made for the request, is compressed as it is sent),
 * and revalidated on every visit so a new build shows.
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
    const path = request.url()
    response.vary('Cookie')
    response.vary('Accept-Encoding')
    response.header('Content-Type', 'text/html; charset=utf-8')
    const accepted = acceptedEncodings(request.header('accept-encoding'))
    const { signedIn, user } = await session(ctx)

    if (signedIn) {
      response.header('Cache-Control', 'private, no-cache')
      const body = Buffer.from(await signedInPage(path, user, html.identity))
      if (accepted.has('br')) {
        response.header('Content-Encoding', 'br')
        return response.send(await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
      }
      if (accepted.has('gzip')) {
        response.header('Content-Encoding', 'gzip')
        return response.send(await gzipped(body, { level: 6 }))
      }
      return response.send(body)
    }

    const page = await prerenderedPage(path)
    if (page) html = page
    response.header('Cache-Control', 'no-cache')
    const copy = html.copies.find(({ encoding }) => accepted.has(encoding))
    if (copy) response.header('Content-Encoding', copy.encoding)
    return response.send(copy?.body ?? html.identity)
  }
}
