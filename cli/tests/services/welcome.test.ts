import { UnprocessableEntityError, type JoinFlowClient } from '@joinflow/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '../../src/connection.js'
import { getWelcome } from '../../src/services/welcome/get.js'
import { setWelcome } from '../../src/services/welcome/set.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { captureOutput } from '../support/output.js'
import { group } from '../support/records.js'

describe('welcome', () => {
  let api: FakeApi
  let client: JoinFlowClient

  beforeEach(async () => {
    api = await startFakeApi()
    client = await createClient({ url: api.url, token: api.token })
    api.groups.push(group(1))
  })

  afterEach(() => api.close())

  it('shows the settings', async () => {
    api.welcome.set(1, {
      enabled: true,
      message: 'Welcome, {name}!',
      personalizeWithName: true,
      tagNewMembers: false,
      variants: ['Hi {name}!'],
      templateId: 9,
      welcomePostUrl: null,
    })
    const output = captureOutput()

    await getWelcome({ groupId: 1 }, client)

    const lines = output.stdout().split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^Welcome message\s+On$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Message\s+Welcome, \{name\}!$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Variant 1\s+Hi \{name\}!$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Template\s+ID 9$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Tag new members\s+No$/))
  })

  it('keeps the settings not given, sending the whole object', async () => {
    api.welcome.set(1, {
      enabled: true,
      message: 'Welcome, {name}!',
      personalizeWithName: false,
      tagNewMembers: false,
      variants: ['Hi {name}!'],
      templateId: null,
      welcomePostUrl: null,
    })
    const output = captureOutput({ json: true })

    await setWelcome({ groupId: 1, changes: { tagNewMembers: true } }, client)

    expect(api.received.at(-1)?.body).toEqual({
      enabled: true,
      message: 'Welcome, {name}!',
      personalizeWithName: false,
      tagNewMembers: true,
      variants: ['Hi {name}!'],
      templateId: null,
      welcomePostUrl: null,
    })
    expect(JSON.parse(output.stdout())).toMatchObject({ tagNewMembers: true, variants: ['Hi {name}!'] })
  })

  it('confirms what was saved', async () => {
    const output = captureOutput()

    await setWelcome({ groupId: 1, changes: { enabled: true, variants: ['Hello {name}', 'Hi {email}'] } }, client)

    expect(output.stdout()).toContain('Saved the welcome message of group 1.')
    expect(output.stdout()).toMatch(/Variant 2\s+Hi \{email\}/)
  })

  it('passes on the unknown placeholder named by the API', async () => {
    captureOutput()

    const error = await setWelcome({ groupId: 1, changes: { message: 'Hi {nickname}' } }, client).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(UnprocessableEntityError)
    expect((error as Error).message).toBe('Unknown placeholder {nickname}')
  })
})
