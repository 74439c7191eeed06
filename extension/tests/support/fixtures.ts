import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FIXTURE_PAGES } from '../fixtures/facebook-markup'

export const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), '../fixtures')

/** Pages written by hand: the older layout, a page whose markup Facebook changed, and the pages that are not member requests. */
const HAND_WRITTEN = ['older-layout', 'changed-markup', 'messenger', 'welcome-post'] as const

export const FIXTURES = [...FIXTURE_PAGES.map(({ file }) => file), ...HAND_WRITTEN]
export type FixtureName = string

export function fixtureHtml(name: FixtureName): string {
  if (!FIXTURES.includes(name)) throw new Error(`No fixture page ${name}.`)
  return readFileSync(join(fixturesDir, `${name}.html`), 'utf8')
}

/** Runs a fixture page's own script (`welcome-post.js`, `fixture.js`) in the jsdom document, as Facebook's would. */
export function runFixtureScript(name: string) {
  new Function(readFileSync(join(fixturesDir, name), 'utf8'))()
}

/** Puts a page into the jsdom document as Facebook would serve it at `url`, without its scripts. */
export function loadHtml(html: string, url = 'https://www.facebook.com/groups/123456/member-requests') {
  const page = html.replace(/<script[\s\S]*?<\/script>/g, '')
  document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(page)![1]!
  const lang = /<html[^>]*\blang="([^"]*)"/.exec(page)?.[1]
  if (lang) document.documentElement.setAttribute('lang', lang)
  else document.documentElement.removeAttribute('lang')
  window.history.replaceState(null, '', new URL(url).pathname)
  const base = document.createElement('base')
  base.href = url
  document.head.prepend(base)
}

/**
 * Puts a fixture page into the jsdom document as Facebook would serve it at `url`, without its
 * scripts (the tests drive the page themselves).
 */
export function loadFixture(name: FixtureName, url = 'https://www.facebook.com/groups/123456/member-requests') {
  loadHtml(fixtureHtml(name), url)
}
