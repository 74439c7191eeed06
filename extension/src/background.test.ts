import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  OWNER,
  startServer,
  VALID_TOKEN,
  type LocalServer,
} from '../tests/support/fake-api'
import { createFakeChrome, type FakeChrome } from '../tests/support/fake-chrome'
import { REJECTED_TOKEN_MESSAGE, unreachableMessage } from './background/check-connection'
import type { Message } from './messages'
import { t } from './ui/i18n'

describe('background worker', () => {
  let fake: FakeChrome
  let api: LocalServer

  const send = (message: Message) => fake.chrome.runtime.sendMessage(message)

  beforeEach(async () => {
    api = await startServer()
    fake = createFakeChrome()
    vi.stubGlobal('chrome', fake.chrome)
    vi.resetModules()
    await import('./background')
  })

  afterEach(async () => {
    await api.close()
  })

  it('saves the settings and records who they connect as', async () => {
    const reply = await send({ type: 'settings/save', apiUrl: `${api.url}/`, token: VALID_TOKEN })

    expect(reply).toMatchObject({
      ok: true,
      result: { status: 'connected', apiUrl: api.url, email: OWNER.email },
    })
    expect(await send({ type: 'settings/get' })).toEqual({
      ok: true,
      result: { apiUrl: api.url, token: VALID_TOKEN },
    })
    expect(await send({ type: 'connection/status', recheck: false })).toMatchObject({
      result: { status: 'connected', email: OWNER.email },
    })
    expect(api.requests).toHaveLength(1)
  })

  it('tests settings without saving them', async () => {
    const reply = await send({ type: 'connection/test', apiUrl: api.url, token: VALID_TOKEN })

    expect(reply).toMatchObject({ ok: true, result: { status: 'connected', email: OWNER.email } })
    expect(await send({ type: 'settings/get' })).toEqual({ ok: true, result: null })
    expect(await send({ type: 'connection/status', recheck: true })).toEqual({
      ok: true,
      result: { status: 'not_configured' },
    })
  })

  it('keeps a rejected token and says why it does not connect', async () => {
    await send({ type: 'settings/save', apiUrl: api.url, token: 'jf_revoked' })

    expect(await send({ type: 'connection/status', recheck: false })).toMatchObject({
      result: { status: 'failed', reason: 'rejected', message: REJECTED_TOKEN_MESSAGE },
    })
  })

  it('asks the API again when a fresh status is wanted', async () => {
    const stoppingApi = await startServer()
    await send({ type: 'settings/save', apiUrl: stoppingApi.url, token: VALID_TOKEN })
    await stoppingApi.close()

    const reply = await send({ type: 'connection/status', recheck: true })

    expect(reply).toMatchObject({
      result: {
        status: 'failed',
        reason: 'unreachable',
        message: unreachableMessage(stoppingApi.url),
      },
    })
    expect(await send({ type: 'connection/status', recheck: false })).toEqual(reply)
  })

  it('refuses settings that cannot work and keeps nothing', async () => {
    const reply = await send({ type: 'settings/save', apiUrl: 'localhost', token: VALID_TOKEN })

    expect(reply).toEqual({ ok: false, error: t('invalidApiUrl') })
    expect(t('invalidApiUrl')).toBe('Enter the address of your JoinFlow app, for example http://localhost:3333.')
    expect(fake.stored.size).toBe(0)
  })

  it('opens the settings page right after installation', () => {
    fake.install()

    expect(fake.optionsPageOpenings()).toBe(1)
  })
})
