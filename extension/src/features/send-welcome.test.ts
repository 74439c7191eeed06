// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { fixtureHtml } from '../../tests/support/fixtures'
import { messengerRecipient } from '../facebook/selectors'
import { COMPOSER_MISSING, SEND_MISSING, sendWelcome } from './send-welcome'

function loadMessenger(html = fixtureHtml('messenger')) {
  document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(html.replace(/<script[\s\S]*?<\/script>/g, ''))![1]!
}

describe('sendWelcome', () => {
  it('knows a conversation page by its address', () => {
    expect(messengerRecipient('https://www.facebook.com/messages/t/100001')).toBe('100001')
    expect(messengerRecipient('https://www.facebook.com/messages/t/100001/')).toBe('100001')
    expect(messengerRecipient('https://www.facebook.com/messages/')).toBeNull()
  })

  it("writes the message into Facebook's message box and presses Send", async () => {
    loadMessenger()
    const sent: string[] = []
    document.querySelector('[aria-label="Press enter to send"]')!.addEventListener('click', () => {
      sent.push(document.querySelector('[role="textbox"]')!.textContent!)
    })
    expect(await sendWelcome(document, 'Welcome to the group, Ada!', async () => {})).toEqual({ status: 'done', error: null })
    expect(sent).toEqual(['Welcome to the group, Ada!'])
  })

  it('says which part of the page it could not find', async () => {
    loadMessenger('<html><body><div role="main"></div></body></html>')
    const start = Date.now()
    let waited = 0
    // The waits are simulated; the clock the deadline reads moves with them.
    vi.spyOn(Date, 'now').mockImplementation(() => start + waited)
    const outcome = await sendWelcome(document, 'Hi', async (ms) => {
      waited += ms
    })
    expect(waited).toBeGreaterThanOrEqual(15_000)
    expect(outcome).toEqual({ status: 'failed', error: COMPOSER_MISSING })

    loadMessenger(fixtureHtml('messenger').replace(/<div role="button"[^>]*><svg[^>]*><\/svg><\/div>/, ''))
    expect(await sendWelcome(document, 'Hi', async () => {})).toEqual({ status: 'failed', error: SEND_MISSING })
  })
})
