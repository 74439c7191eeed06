import type { HttpContext } from '@adonisjs/core/http'
import { readFile } from 'node:fs/promises'
import { webAppPath } from '#services/infra/web_app'
let indexHtml: Promise<string> | undefined

/**
 * The built web app's index.html for every non-API path; the React router
 * takes it from there. Static assets are served by the static middleware.
 */
export default class WebAppController {
  async show({ response }: HttpContext) {
    indexHtml ??= readFile(webAppPath('index.html'), 'utf8').catch((error) => {
      indexHtml = undefined
      throw error
    })
    try {
      const html = await indexHtml
      response.header('Cache-Control', 'no-cache')
      return response.type('html').send(html)
    } catch {
      return response
        .status(503)
        .type('text')
        .send('The web app has not been built yet. Run `npm run build -w admin-ui` (npm start does it for you).')
    }
  }
}
