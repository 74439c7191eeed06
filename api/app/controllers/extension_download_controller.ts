import type { HttpContext } from '@adonisjs/core/http'
import { extensionPackageFile } from '#services/extension/extension_package'

/** The packaged Chrome extension, for owners to download, unzip and load in Chrome. */
export default class ExtensionDownloadController {
  async show({ response }: HttpContext) {
    const file = extensionPackageFile()
    if (!file) {
      return response
        .status(404)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .send(
          'The JoinFlow Chrome extension has not been packaged on this server yet. Ask whoever runs your JoinFlow server to build it, or install it from the Chrome Web Store if it is listed there.'
        )
    }
    response.header('Content-Type', 'application/zip')
    response.header('Content-Disposition', 'attachment; filename="joinflow-extension.zip"')
    response.header('Cache-Control', 'no-cache')
    return response.download(file)
  }
}
