// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadPageMarkup } from '../../tests/support/extension-page'
import { createFakeChrome, type FakeChrome } from '../../tests/support/fake-chrome'
import { t } from '../ui/i18n'
import { mountAutomationForm } from './automation-form'

describe('pacing form', () => {
  let fake: FakeChrome
  const field = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!
  const notice = () => document.querySelector<HTMLElement>('#automation-notice')!
  const submit = () =>
    document.querySelector<HTMLFormElement>('#automation-form')!.dispatchEvent(new Event('submit', { cancelable: true }))

  beforeEach(async () => {
    fake = createFakeChrome()
    vi.stubGlobal('chrome', fake.chrome)
    vi.resetModules()
    await import('../background')
    loadPageMarkup('options.html')
  })

  it('starts from the defaults: 2–6 seconds between clicks, 50 an hour', async () => {
    await mountAutomationForm(document)
    expect([field('min-pause').value, field('max-pause').value, field('hourly-limit').value]).toEqual(['2', '6', '50'])
  })

  it('saves what the owner sets', async () => {
    await mountAutomationForm(document)
    field('min-pause').value = '5'
    field('max-pause').value = '12'
    field('hourly-limit').value = '20'
    submit()
    await vi.waitFor(() => expect(notice().textContent).toBe(t('pacingSaved')))
    expect(fake.stored.get('automation.settings')).toEqual({
      paused: false,
      minPauseSeconds: 5,
      maxPauseSeconds: 12,
      hourlyLimit: 20,
    })
  })

  it('explains a pause range that makes no sense', async () => {
    await mountAutomationForm(document)
    field('min-pause').value = '10'
    field('max-pause').value = '3'
    submit()
    await vi.waitFor(() =>
      expect(notice().textContent).toBe('The shortest pause cannot be longer than the longest.'),
    )
    expect(notice().dataset.tone).toBe('failed')
    expect(fake.stored.has('automation.settings')).toBe(false)
  })
})
