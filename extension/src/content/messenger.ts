/*
 * The content script on Facebook's conversation pages. It acts only on a page the background
 * worker opened to send a welcome message; any other conversation is left alone.
 */
import { messengerRecipient } from '../facebook/selectors'
import { sendWelcome } from '../features/send-welcome'
import { sendMessage } from '../ui/send-message'

async function run() {
  if (!messengerRecipient(location.href)) return
  const pending = await sendMessage({ type: 'welcome/pending' })
  if (!pending) return
  const outcome = await sendWelcome(document, pending.message)
  await sendMessage({ type: 'welcome/sent', actionId: pending.actionId, ...outcome })
}

void run().catch(() => {})
