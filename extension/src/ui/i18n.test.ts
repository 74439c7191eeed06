// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadPageMarkup } from '../../tests/support/extension-page'
import { createFakeChrome, localeMessages } from '../../tests/support/fake-chrome'
import { localizePage, t } from './i18n'

const LOCALES = ['de', 'en', 'es', 'fr', 'id', 'it', 'pt_BR', 'pt_PT']
const placeholders = (text: string) => [...text.matchAll(/\$[A-Z0-9_]+\$/g)].map(([name]) => name).sort()

describe("the extension's own words", () => {
  afterEach(() => vi.unstubAllGlobals())

  it('come in English and the languages it reads Facebook in', () => {
    expect(readdirSync(join(__dirname, '../../public/_locales')).sort()).toEqual(LOCALES)
  })

  it.each(LOCALES)('%s has every text English has, with the same placeholders, and no other', (locale) => {
    const english = localeMessages('en')
    const messages = localeMessages(locale)
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
    for (const [key, { message, placeholders: named }] of Object.entries(messages)) {
      expect(message.trim(), `${locale} ${key}`).not.toBe('')
      expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(english[key]!.message))
      expect(named, `${locale} ${key}`).toEqual(english[key]!.placeholders)
    }
  })

  it('names every text the pages and the code use', () => {
    const english = localeMessages('en')
    const root = join(__dirname, '../..')
    const used = new Set<string>()
    for (const page of ['popup.html', 'options.html']) {
      for (const [, key] of readFileSync(join(root, page), 'utf8').matchAll(/data-i18n(?:-aria-label)?="([^"]+)"/g)) used.add(key!)
    }
    for (const key of used) expect(english, key).toHaveProperty(key!)
  })

  it('fills in placeholders and puts the texts into a page, in the browser’s language', () => {
    vi.stubGlobal('chrome', createFakeChrome({ locale: 'de' }).chrome)
    expect(t('waitingMany', 3)).toBe('3 erfasste Anfragen warten darauf, an JoinFlow gesendet zu werden.')
    loadPageMarkup('options.html')
    localizePage(document)
    expect(document.documentElement.lang).toBe('de')
    expect(document.querySelector('label[for="api-url"]')!.textContent).toBe('API-URL')
    expect(document.querySelector('#test-connection')!.textContent).toBe('Verbindung testen')
  })

  it('refuses a text it does not have instead of showing nothing', () => {
    vi.stubGlobal('chrome', createFakeChrome().chrome)
    expect(() => t('noSuchText' as never)).toThrow('The extension has no text "noSuchText".')
  })

  it('shows the English text while Chrome answers blank ones, as it can right after an install', () => {
    vi.stubGlobal('chrome', createFakeChrome({ locale: 'fr', blankTexts: true }).chrome)
    expect(t('connectedAs', 'ada@example.com')).toBe('Connected as ada@example.com')
    loadPageMarkup('popup.html')
    localizePage(document)
    expect(document.querySelector('#connect-group')!.textContent).toBe('Connect this group')
  })
})
