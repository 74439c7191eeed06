/*
 * The extension's own words, in the browser's language: `_locales/<language>/messages.json`
 * (public/_locales in the source), read through chrome.i18n. English is the default and the
 * reference every other language has the same keys as (i18n.test.ts). Chrome can answer an empty
 * string for a while after the extension is installed or updated; the English text, bundled here,
 * stands in then, so a page never shows blanks or stops.
 */
import english from '../../public/_locales/en/messages.json'

export type MessageKey = keyof typeof english

interface Entry {
  message: string
  placeholders?: Record<string, { content: string }>
}

/** A message with its named placeholders ($EMAIL$ → its content "$1") filled from `substitutions`. */
export function fillMessage(entry: Entry, substitutions: readonly string[]): string {
  return entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (whole, name: string) => {
    const content = entry.placeholders?.[name.toLowerCase()]?.content
    return content ? content.replace(/\$(\d)/g, (_, index: string) => substitutions[Number(index) - 1] ?? '') : whole
  })
}

/** One of the extension's texts, with `$1`… filled in; a text the extension does not have is an error. */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  const values = substitutions.map(String)
  const text = chrome.i18n.getMessage(key, values)
  if (text) return text
  const entry = (english as Record<string, Entry | undefined>)[key]
  if (!entry) throw new Error(`The extension has no text "${key}".`)
  return fillMessage(entry, values)
}

/**
 * Puts the texts into a page's markup: `data-i18n` names the text of an element,
 * `data-i18n-aria-label` its aria-label. The page's language becomes the browser's.
 */
export function localizePage(doc: Document): void {
  doc.documentElement.lang = chrome.i18n.getUILanguage()
  for (const element of doc.querySelectorAll<HTMLElement>('[data-i18n]')) {
    element.textContent = t(element.dataset.i18n as MessageKey)
  }
  for (const element of doc.querySelectorAll<HTMLElement>('[data-i18n-aria-label]')) {
    element.setAttribute('aria-label', t(element.dataset.i18nAriaLabel as MessageKey))
  }
}
