import type { HttpContext } from '@adonisjs/core/http'
import { readFile } from 'node:fs/promises'
import { PRECOMPRESSED, acceptedEncodings, webAppPath } from '#services/infra/web_app'

interface IndexHtml {
  identity: Buffer
  /** The build's brotli and gzip copies, where it wrote them. */
  copies: { encoding: string; body: Buffer }[]
}

let indexHtml: Promise<IndexHtml> | undefined

async function readIndexHtml(): Promise<IndexHtml> {
  const identity = await readFile(webAppPath('index.html'))
  const copies: IndexHtml['copies'] = []
  for (const { encoding, extension } of PRECOMPRESSED) {
    const body = await readFile(webAppPath(`index.html${extension}`)).catch(() => null)
    if (body) copies.push({ encoding, body })
  }
  return { identity, copies }
}

/**
 * The built web app's index.html for every non-API path; the React router
 * takes it from there. Static assets are served by the web assets
 * middleware. The page is sent as the build's brotli or gzip copy when the
 * browser takes one, and revalidated on every visit so a new build shows.
 */
export default class WebAppController {
  async show({ request, response }: HttpContext) {
    indexHtml ??= readIndexHtml().catch((error) => {
      indexHtml = undefined
      throw error
    })
    let html: IndexHtml
    try {
      html = await indexHtml
    } catch {
      return response
        .status(503)
        .type('text')
        .send('The web app has not been built yet. Run `npm run build -w admin-ui` (npm start does it for you).')
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
