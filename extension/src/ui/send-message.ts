import type { Message, MessageReply, MessageResults } from '../messages'
import { t } from './i18n'

/** Sends a message to the background worker and unwraps its reply, throwing its error. */
export async function sendMessage<M extends Message>(
  message: M,
): Promise<MessageResults[M['type']]> {
  const reply = (await chrome.runtime.sendMessage(message)) as
    | MessageReply<MessageResults[M['type']]>
    | undefined
  if (!reply) throw new Error(t('noAnswer'))
  if (!reply.ok) throw new Error(reply.error)
  return reply.result
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
