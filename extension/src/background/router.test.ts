import { describe, expect, it } from 'vitest'
import { MESSAGE_TYPES, type ConnectionState, type MessageReply } from '../messages'
import { createMessageRouter, type MessageHandlers } from './router'

const connected: ConnectionState = {
  status: 'connected',
  apiUrl: 'http://localhost:3333',
  email: 'owner@example.com',
  checkedAt: '2025-06-01T12:00:00.000Z',
}

function handlers(overrides: Partial<MessageHandlers> = {}): MessageHandlers {
  const unexpected = () => Promise.reject(new Error('This handler should not run.'))
  const all = Object.fromEntries(MESSAGE_TYPES.map((type) => [type, unexpected])) as unknown as MessageHandlers
  return { ...all, ...overrides }
}

const sender: chrome.runtime.MessageSender = { id: 'fake-extension-id' }

/** Calls the listener like Chrome does and resolves with what it sends back, if anything. */
function deliver(router: ReturnType<typeof createMessageRouter>, message: unknown) {
  let keepsChannelOpen = false
  const reply = new Promise<MessageReply<unknown>>((resolve) => {
    keepsChannelOpen = router(message, sender, resolve)
  })
  return { keepsChannelOpen, reply }
}

describe('createMessageRouter', () => {
  it('hands a message to its handler and replies with the result', async () => {
    const received: unknown[] = []
    const router = createMessageRouter(
      handlers({
        'connection/test': async (message) => {
          received.push(message)
          return connected
        },
      }),
    )
    const message = { type: 'connection/test', apiUrl: 'http://localhost:3333', token: 'jf_x' }

    const { keepsChannelOpen, reply } = deliver(router, message)

    expect(keepsChannelOpen).toBe(true)
    expect(await reply).toEqual({ ok: true, result: connected })
    expect(received).toEqual([message])
  })

  it('passes the sender along', async () => {
    let seenSender: chrome.runtime.MessageSender | undefined
    const router = createMessageRouter(
      handlers({
        'settings/get': async (_message, from) => {
          seenSender = from
          return null
        },
      }),
    )

    const { reply } = deliver(router, { type: 'settings/get' })

    expect(await reply).toEqual({ ok: true, result: null })
    expect(seenSender).toBe(sender)
  })

  it("replies with the handler's error message when it fails", async () => {
    const router = createMessageRouter(
      handlers({
        'settings/save': () => Promise.reject(new Error('Enter an API token.')),
      }),
    )

    const { reply } = deliver(router, { type: 'settings/save', apiUrl: 'http://x', token: '' })

    expect(await reply).toEqual({ ok: false, error: 'Enter an API token.' })
  })

  it.each([
    ['an unknown type', { type: 'requests/capture' }],
    ['a missing field', { type: 'connection/test', apiUrl: 'http://localhost:3333' }],
    ['a field of the wrong type', { type: 'connection/status', recheck: 'yes' }],
    ['something that is not a message', 'connection/status'],
    ['nothing', undefined],
  ])('leaves %s to other listeners', (_case, message) => {
    const router = createMessageRouter(handlers())

    expect(router(message, sender, () => {})).toBe(false)
  })
})
