/*
 * The extension's own words, in the browser's language: `_locales/<language>/messages.json`
 * (public/_locales in the source), read through chrome.i18n. English is the default and the
 * reference every other language has the same keys as (i18n.test.ts).
 */
import type english from '../../public/_locales/en/messages.json'

export type MessageKey = keyof typeof english

/** One of the extension's texts, with `$1`… filled in; a missing text is an error, never blank. */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  const text = chrome.i18n.getMessage(key, substitutions.map(String))
  if (!text) throw new Error(`The extension has no text "${key}".`)
  return text
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
