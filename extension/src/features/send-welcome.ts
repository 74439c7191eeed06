/*
 * Writes a welcome message in a conversation page the background worker opened for it, and says
 * how it went.
 */
import { findComposer, findSendButton } from '../facebook/selectors'
import { appendText } from './rich-text'

export const COMPOSER_MISSING = "The message box of Facebook's conversation page could not be found."
export const SEND_MISSING = "The Send button of Facebook's conversation page could not be found."

const WAIT_FOR_COMPOSER_MS = 15_000

export async function sendWelcome(
  document: Document,
  message: string,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<{ status: 'done' | 'failed'; error: string | null }> {
  const deadline = Date.now() + WAIT_FOR_COMPOSER_MS
  let box = findComposer(document)
  while (!box && Date.now() < deadline) {
    await wait(100)
    box = findComposer(document)
  }
  if (!box) return { status: 'failed', error: COMPOSER_MISSING }
  appendText(box, message)
  const send = findSendButton(document)
  if (!send) return { status: 'failed', error: SEND_MISSING }
  send.click()
  return { status: 'done', error: null }
}
