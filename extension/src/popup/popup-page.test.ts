// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OWNER, startServer, VALID_TOKEN, type LocalServer } from '../../tests/support/fake-api'
import { createFakeChrome, type FakeChrome } from '../../tests/support/fake-chrome'
import { loadPageMarkup } from '../../tests/support/extension-page'
import { REJECTED_TOKEN_MESSAGE } from '../background/check-connection'
import { NOT_CONFIGURED_DETAIL } from '../ui/connection-status'
import { mountPopup } from './popup-page'

describe('popup', () => {
  let fake: FakeChrome
  let api: LocalServer

  const status = () => document.querySelector<HTMLElement>('#status')!
  const settingsButton = () => document.querySelector<HTMLButtonElement>('#open-settings')!
  const saveSettings = (token: string) =>
    fake.chrome.runtime.sendMessage({ type: 'settings/save', apiUrl: api.url, token })

  beforeEach(async () => {
    api = await startServer()
    fake = createFakeChrome()
    vi.stubGlobal('chrome', fake.chrome)
    vi.resetModules()
    await import('../background')
    loadPageMarkup('popup.html')
  })

  afterEach(async () => {
    await api.close()
  })

  it('asks the API on opening and shows who is connected', async () => {
    await saveSettings(VALID_TOKEN)

    await mountPopup(document)

    expect(status().textContent).toContain(`Connected as ${OWNER.email}`)
    expect(status().dataset.tone).toBe('connected')
    expect(api.requests).toHaveLength(2)
    expect(settingsButton().classList.contains('primary')).toBe(false)
  })

  it('shows why it is not connected', async () => {
    await saveSettings('jf_old')

    await mountPopup(document)

    expect(status().textContent).toContain('Not connected')
    expect(status().textContent).toContain(REJECTED_TOKEN_MESSAGE)
    expect(status().dataset.tone).toBe('failed')
  })

  it('points to the settings before anything is configured', async () => {
    await mountPopup(document)

    expect(status().textContent).toContain('Not connected')
    expect(status().textContent).toContain(NOT_CONFIGURED_DETAIL)
    expect(settingsButton().classList.contains('primary')).toBe(true)

    settingsButton().click()

    expect(fake.optionsPageOpenings()).toBe(1)
  })
})
