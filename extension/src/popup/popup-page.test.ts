// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { joinFlowAuthUser, OWNER, startServer, VALID_TOKEN, type LocalServer } from '../../tests/support/fake-api'
import { createFakeChrome, type FakeChrome } from '../../tests/support/fake-chrome'
import { loadPageMarkup } from '../../tests/support/extension-page'
import { REJECTED_TOKEN_MESSAGE } from '../background/check-connection'
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
    expect(status().textContent).toContain('Add your JoinFlow address and an API token in the settings.')
    expect(settingsButton().classList.contains('primary')).toBe(true)

    settingsButton().click()

    expect(fake.optionsPageOpenings()).toBe(1)
  })

  describe("on a group's member-requests page", () => {
    let groupConnected: boolean
    const posted: string[] = []

    /** The API's summary of the open tab's group, which exists once "Connect this group" posted it. */
    function groupApi(request: IncomingMessage, response: ServerResponse) {
      if (request.url === '/api/auth/user') return joinFlowAuthUser(request, response)
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        if (request.method === 'POST' && request.url === '/api/groups') {
          posted.push(body)
          groupConnected = true
          return response.end(JSON.stringify({ id: 3 }))
        }
        const url = new URL(request.url!, 'http://x')
        response.end(
          JSON.stringify(
            groupConnected
              ? { group: { id: 3, name: 'Dog Owners Kenya', facebookGroupId: url.searchParams.get('facebookGroupId') }, today: { captured: 12, approved: 7, declined: 2 } }
              : { group: null, today: { captured: 0, approved: 0, declined: 0 } },
          ),
        )
      })
    }

    beforeEach(async () => {
      await api.close()
      api = await startServer(groupApi)
      groupConnected = true
      posted.length = 0
      fake.openTab('https://www.facebook.com/groups/123456/member-requests?orderby=chronological')
      await saveSettings(VALID_TOKEN)
    })

    it("shows the group and today's captured, approved and declined counts", async () => {
      await mountPopup(document)
      expect(document.querySelector('#group-title')!.textContent).toBe('Dog Owners Kenya')
      expect(document.querySelector('#today')!.textContent).toContain('Captured today12')
      expect(document.querySelector('#today-approved')!.textContent).toBe('7')
      expect(document.querySelector('#today-declined')!.textContent).toBe('2')
      expect(document.querySelector<HTMLElement>('#connect-group')!.hidden).toBe(true)
      const summary = api.requests.find(({ url }) => url?.startsWith('/api/extension/summary'))!
      expect(new URL(summary.url!, 'http://x').searchParams.get('facebookGroupId')).toBe('123456')
    })

    it('offers to connect a group that is not in JoinFlow, and connects it', async () => {
      groupConnected = false
      await mountPopup(document)
      const connect = document.querySelector<HTMLButtonElement>('#connect-group')!
      expect(connect.hidden).toBe(false)
      expect(document.querySelector('#group-detail')!.textContent).toBe('This group is not in JoinFlow yet. Connect it to capture its requests.')

      connect.click()
      await vi.waitFor(() => expect(document.querySelector('#group-title')!.textContent).toBe('Dog Owners Kenya'))
      expect(posted).toEqual([JSON.stringify({ facebookGroupId: '123456' })])
      expect(connect.hidden).toBe(true)
    })
  })

  it("warns when Facebook's page could not be read", async () => {
    await saveSettings(VALID_TOKEN)
    await fake.chrome.runtime.sendMessage({
      type: 'health/report',
      status: 'markup_changed',
      detail: "Facebook's page shows request cards the extension cannot read (missing: name).",
      pageUrl: 'https://www.facebook.com/groups/1/member-requests',
    })
    await mountPopup(document)
    const notice = document.querySelector<HTMLElement>('[role="alert"]')!
    expect(notice.hidden).toBe(false)
    expect(notice.textContent).toContain("Facebook's page has changed")
    expect(notice.textContent).toContain('(missing: name)')
  })

  it('explains a page in a language without a table, in the browser’s language', async () => {
    fake = createFakeChrome({ locale: 'es' })
    vi.stubGlobal('chrome', fake.chrome)
    vi.resetModules()
    await import('../background')
    loadPageMarkup('popup.html')
    await fake.chrome.runtime.sendMessage({
      type: 'health/report',
      status: 'language_unsupported',
      detail: 'Facebook is shown in a language the extension does not read yet.',
      pageUrl: 'https://www.facebook.com/groups/1/member-requests',
    })
    const { mountPopup: mount } = await import('./popup-page')
    await mount(document)
    const notice = document.querySelector<HTMLElement>('[role="alert"]')!
    expect(notice.hidden).toBe(false)
    expect(document.querySelector('#health-title')!.textContent).toBe('El idioma de Facebook aún no es compatible')
    expect(notice.textContent).toContain('Cambia Facebook a inglés, español')
    expect(document.documentElement.lang).toBe('es')
    expect(document.querySelector('#open-settings')!.textContent).toBe('Abrir ajustes')
    expect(document.querySelector('#toggle-pause')!.textContent).toBe('Pausar acciones')
    expect(document.querySelector('#today')!.getAttribute('aria-label')).toBe('Hoy')
  })

  it('pauses and resumes acting', async () => {
    await mountPopup(document)
    const button = document.querySelector<HTMLButtonElement>('#toggle-pause')!
    const state = () => document.querySelector('#automation-state')!.textContent
    expect(document.querySelector<HTMLElement>('[role="alert"]')!.hidden).toBe(true)
    expect([button.textContent, state()]).toEqual(['Pause actions', 'Approvals and declines run with pauses between clicks.'])

    button.click()
    await vi.waitFor(() => expect(button.textContent).toBe('Resume actions'))
    expect(state()).toBe('Actions are paused. Requests are still captured.')
    expect(fake.stored.get('automation.settings')).toMatchObject({ paused: true })

    button.click()
    await vi.waitFor(() => expect(button.textContent).toBe('Pause actions'))
    expect(fake.stored.get('automation.settings')).toMatchObject({ paused: false })
  })
})
