import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const extensionRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** Puts the body of one of the extension's pages into the jsdom document, without its scripts. */
export function loadPageMarkup(page: 'options.html' | 'popup.html'): void {
  const html = readFileSync(join(extensionRoot, page), 'utf8')
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1]
  if (body === undefined) throw new Error(`${page} has no body.`)
  document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, '')
}
