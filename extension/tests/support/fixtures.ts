import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), '../fixtures')

export const FIXTURES = ['current-layout', 'older-layout', 'lazy-loading', 'changed-markup', 'messenger', 'welcome-post'] as const
export type FixtureName = (typeof FIXTURES)[number]

export function fixtureHtml(name: FixtureName): string {
  return readFileSync(join(fixturesDir, `${name}.html`), 'utf8')
}

/** Runs a fixture page's own script (`welcome-post.js`) in the jsdom document, as Facebook's would. */
export function runFixtureScript(name: string) {
  new Function(readFileSync(join(fixturesDir, name), 'utf8'))()
}

/**
 * Puts a fixture page into the jsdom document as Facebook would serve it at `url`, without its
 * scripts (the tests drive the page themselves).
 */
export function loadFixture(name: FixtureName, url = 'https://www.facebook.com/groups/123456/member-requests') {
  const html = fixtureHtml(name).replace(/<script[\s\S]*?<\/script>/g, '')
  document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(html)![1]!
  window.history.replaceState(null, '', new URL(url).pathname)
  const base = document.createElement('base')
  base.href = url
  document.head.prepend(base)
}
