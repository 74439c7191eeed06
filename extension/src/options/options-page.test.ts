// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  OWNER,
  startServer,
  unreachableUrl,
  VALID_TOKEN,
  type LocalServer,
} from '../../tests/support/fake-api'
import { createFakeChrome, type FakeChrome } from '../../tests/support/fake-chrome'
import { loadPageMarkup } from '../../tests/support/extension-page'
import { REJECTED_TOKEN_MESSAGE, unreachableMessage } from '../background/check-connection'
import { createConnectionStore } from '../background/connection-store'
import { DEFAULT_API_URL } from '../settings'
import { t } from '../ui/i18n'
import { mountOptionsPage, permissionDeniedMessage } from './options-page'

describe('options page', () => {
  let api: LocalServer

  const field = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!
  const status = () => document.querySelector<HTMLElement>('#status')!
  const notice = () => document.querySelector<HTMLElement>('#notice')!
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!

  async function openPage(fake: FakeChrome) {
    vi.stubGlobal('chrome', fake.chrome)
    vi.resetModules()
    await import('../background')
    loadPageMarkup('options.html')
    await mountOptionsPage(document)
  }

  function fillIn(apiUrl: string, token: string) {
    field('api-url').value = apiUrl
    field('token').value = token
  }

  const savedSettings = (fake: FakeChrome) =>
    fake.chrome.runtime.sendMessage({ type: 'settings/get' })

  beforeEach(async () => {
    api = await startServer()
  })

  afterEach(async () => {
    await api.close()
  })

  it('suggests the local address when nothing is saved yet', async () => {
    await openPage(createFakeChrome())

    expect(field('api-url').value).toBe(DEFAULT_API_URL)
    expect(field('token').value).toBe('')
    expect(status().textContent).toBe('')
  })

  it('shows the saved settings and how they last connected', async () => {
    const fake = createFakeChrome()
    const store = createConnectionStore(fake.chrome.storage.local)
    await store.writeSettings({ apiUrl: api.url, token: VALID_TOKEN })
    await store.writeState({
      status: 'connected',
      apiUrl: api.url,
      email: OWNER.email,
      checkedAt: '2025-06-01T12:00:00.000Z',
    })

    await openPage(fake)

    expect(field('api-url').value).toBe(api.url)
    expect(field('token').value).toBe(VALID_TOKEN)
    expect(status().textContent).toContain(`Connected as ${OWNER.email}`)
  })

  it('tests the connection for the origin it was allowed to reach, without saving', async () => {
    const fake = createFakeChrome()
    await openPage(fake)
    fillIn(`${api.url}/`, VALID_TOKEN)

    button('Test connection').click()

    await vi.waitFor(() => expect(status().textContent).toContain(`Connected as ${OWNER.email}`))
    expect(fake.requestedOrigins).toEqual([`${api.url}/*`])
    expect(field('api-url').value).toBe(api.url)
    expect(await savedSettings(fake)).toEqual({ ok: true, result: null })
  })

  it('saves the settings and confirms it', async () => {
    const fake = createFakeChrome()
    await openPage(fake)
    fillIn(api.url, VALID_TOKEN)

    button('Save').click()

    await vi.waitFor(() => expect(notice().textContent).toBe('Settings saved.'))
    expect(status().textContent).toContain(`Connected as ${OWNER.email}`)
    expect(await savedSettings(fake)).toEqual({
      ok: true,
      result: { apiUrl: api.url, token: VALID_TOKEN },
    })
  })

  it('explains a rejected token', async () => {
    await openPage(createFakeChrome())
    fillIn(api.url, 'jf_revoked')

    button('Test connection').click()

    await vi.waitFor(() => expect(status().textContent).toContain(REJECTED_TOKEN_MESSAGE))
    expect(status().dataset.tone).toBe('failed')
  })

  it('explains an API it cannot reach', async () => {
    const apiUrl = await unreachableUrl()
    await openPage(createFakeChrome())
    fillIn(apiUrl, VALID_TOKEN)

    button('Test connection').click()

    await vi.waitFor(() => expect(status().textContent).toContain(unreachableMessage(apiUrl)))
  })

  it('explains an address it cannot use before asking for any permission', async () => {
    const fake = createFakeChrome()
    await openPage(fake)
    fillIn('localhost:3333', VALID_TOKEN)

    button('Save').click()

    expect(status().textContent).toBe(t('invalidApiUrl'))
    expect(fake.requestedOrigins).toEqual([])
  })

  it('does not call the API when the permission is refused', async () => {
    await openPage(createFakeChrome({ grantHostPermissions: false }))
    fillIn(api.url, VALID_TOKEN)

    button('Test connection').click()

    await vi.waitFor(() =>
      expect(status().textContent).toContain(permissionDeniedMessage(api.url)),
    )
    expect(api.requests).toHaveLength(0)
  })

  it('keeps both buttons disabled while a check runs', async () => {
    await openPage(createFakeChrome())
    fillIn(api.url, VALID_TOKEN)

    button('Test connection').click()

    expect(button('Save').disabled).toBe(true)
    expect(button('Test connection').disabled).toBe(true)
    await vi.waitFor(() => expect(button('Save').disabled).toBe(false))
  })
})
