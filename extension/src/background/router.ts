import {
  parseMessage,
  type Message,
  type MessageOfType,
  type MessageReply,
  type MessageResults,
  type MessageType,
} from '../messages'

export type MessageHandler<T extends MessageType> = (
  message: MessageOfType<T>,
  sender: chrome.runtime.MessageSender,
) => Promise<MessageResults[T]>

export type MessageHandlers = { [T in MessageType]: MessageHandler<T> }

/**
 * Builds the `chrome.runtime.onMessage` listener: each known message goes to its handler and the
 * answer comes back wrapped in a `MessageReply`, so a failure reaches the page as a readable error
 * instead of an undefined response.
 */
export function createMessageRouter(handlers: MessageHandlers) {
  return (
    raw: unknown,
    sender: chrome.runtime.MessageSender,
    sendResponse: (reply: MessageReply<unknown>) => void,
  ): boolean => {
    const message = parseMessage(raw)
    if (!message) return false

    dispatch(handlers, message, sender).then(
      (result) => sendResponse({ ok: true, result }),
      (error: unknown) =>
        sendResponse({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    )
    // Keeps the channel open until the asynchronous handler answers.
    return true
  }
}

function dispatch(
  handlers: MessageHandlers,
  message: Message,
  sender: chrome.runtime.MessageSender,
): Promise<unknown> {
  // TypeScript cannot correlate a union message with the matching entry of the handler map.
  const handler = handlers[message.type] as (
    message: Message,
    sender: chrome.runtime.MessageSender,
  ) => Promise<unknown>
  return handler(message, sender)
}
