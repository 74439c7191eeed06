import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { DEFAULT_WELCOME_MESSAGE } from '#models/group'
import { makeUser } from '#tests/helpers/users'
import { makeGroup, makeTemplate } from '#tests/helpers/groups'

test.group('Groups / welcome message', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a new group has welcome messages off with a default text', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const response = await client.get(`/api/groups/${record.id}/welcome-message`).loginAs(owner)
    response.assertStatus(200)
    response.assertBody({ ...DEFAULT_WELCOME_MESSAGE, welcomePostUrl: null })
  })

  test("saves the spec client's settings, with variants and an approved template", async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const template = await makeTemplate(owner, { isApproved: true })
    const url = `/api/groups/${record.id}/welcome-message`
    const saved = await client
      .post(url)
      .json({
        enabled: true,
        message: ' Welcome {name}! We emailed {email}. ',
        personalizeWithName: false,
        tagNewMembers: true,
        variants: ['Hi {first-name}, welcome to {group-name}', 'Glad you are here, {name}'],
        templateId: template.id,
      })
      .loginAs(owner)
      .withCsrfToken()
    saved.assertStatus(200)
    saved.assertBody({
      enabled: true,
      message: 'Welcome {name}! We emailed {email}.',
      personalizeWithName: false,
      tagNewMembers: true,
      variants: ['Hi {first-name}, welcome to {group-name}', 'Glad you are here, {name}'],
      templateId: template.id,
      welcomePostUrl: null,
    })

    const partial = await client.post(url).json({ templateId: null, variants: [] }).loginAs(owner).withCsrfToken()
    partial.assertBodyContains({ enabled: true, message: 'Welcome {name}! We emailed {email}.', templateId: null, variants: [] })
    const shown = await client.get(url).loginAs(owner)
    shown.assertBody(partial.body())
  })

  test('turning the message on needs its text', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    for (const body of [{ enabled: true }, { enabled: true, message: '' }, { enabled: true, message: '   ' }]) {
      const response = await client.post(`/api/groups/${record.id}/welcome-message`).json(body).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'message' }] })
    }
    const missing = await client.post(`/api/groups/${record.id}/welcome-message`).json({ enabled: true }).loginAs(owner).withCsrfToken()
    missing.assertBodyContains({ message: 'Please enter a welcome message.' })

    const switchedOff = await client
      .post(`/api/groups/${record.id}/welcome-message`)
      .json({ enabled: false, message: '' })
      .loginAs(owner)
      .withCsrfToken()
    switchedOff.assertStatus(200)
    switchedOff.assertBodyContains({ enabled: false, message: '' })
  })

  test('names unknown placeholders and keeps texts within limits', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const url = `/api/groups/${record.id}/welcome-message`
    const unknown = await client.post(url).json({ enabled: true, message: 'Hi {name}, meet {foo}' }).loginAs(owner).withCsrfToken()
    unknown.assertStatus(422)
    unknown.assertBodyContains({
      message: 'Unknown placeholder {foo}',
      errors: [{ field: 'message', message: 'Unknown placeholder {foo}', rule: 'placeholders' }],
    })
    const several = await client
      .post(url)
      .json({ message: 'Hello', variants: ['Fine {name}', '{Bar} and {baz} and {baz}'] })
      .loginAs(owner)
      .withCsrfToken()
    several.assertBodyContains({ errors: [{ field: 'variants.1', message: 'Unknown placeholders {Bar}, {baz}' }] })

    const tooMany = await client.post(url).json({ variants: ['a', 'b', 'c', 'd', 'e', 'f'] }).loginAs(owner).withCsrfToken()
    tooMany.assertStatus(422)
    tooMany.assertBodyContains({ errors: [{ field: 'variants', message: 'A welcome message has at most 5 variants.' }] })
    const tooLong = await client.post(url).json({ message: 'x'.repeat(2001) }).loginAs(owner).withCsrfToken()
    tooLong.assertBodyContains({ errors: [{ field: 'message', message: 'Welcome messages are at most 2000 characters.' }] })
    const longVariant = await client.post(url).json({ variants: ['x'.repeat(2001)] }).loginAs(owner).withCsrfToken()
    longVariant.assertBodyContains({ errors: [{ field: 'variants.0' }] })
    const emptyVariant = await client.post(url).json({ variants: ['ok', ''] }).loginAs(owner).withCsrfToken()
    emptyVariant.assertBodyContains({ errors: [{ field: 'variants.1' }] })
  })

  test("only the owner's approved, active templates can be chosen", async ({ client }) => {
    const owner = await makeUser()
    const other = await makeUser()
    const record = await makeGroup(owner)
    const pending = await makeTemplate(owner)
    const inactive = await makeTemplate(owner, { isApproved: true, isActive: false })
    const someoneElses = await makeTemplate(other, { isApproved: true })
    for (const templateId of [pending.id, inactive.id, someoneElses.id, 999999999, 'abc']) {
      const response = await client.post(`/api/groups/${record.id}/welcome-message`).json({ templateId }).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'templateId', message: 'Choose one of your approved message templates.' }] })
    }
  })

  test('keeps the welcome post new members are tagged in, in its canonical form', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const url = `/api/groups/${record.id}/welcome-message`
    const saved = await client
      .post(url)
      .json({ tagNewMembers: true, welcomePostUrl: ' https://m.facebook.com/groups/DogLovers/posts/1234567890/?ref=share ' })
      .loginAs(owner)
      .withCsrfToken()
    saved.assertStatus(200)
    saved.assertBodyContains({ tagNewMembers: true, welcomePostUrl: 'https://www.facebook.com/groups/doglovers/posts/1234567890/' })
    ;(await client.get(url).loginAs(owner)).assertBodyContains({
      welcomePostUrl: 'https://www.facebook.com/groups/doglovers/posts/1234567890/',
    })

    // Left out, it stays; null or an empty text removes it.
    ;(await client.post(url).json({ enabled: false }).loginAs(owner).withCsrfToken()).assertBodyContains({
      welcomePostUrl: 'https://www.facebook.com/groups/doglovers/posts/1234567890/',
    })
    ;(await client.post(url).json({ welcomePostUrl: '' }).loginAs(owner).withCsrfToken()).assertBodyContains({ welcomePostUrl: null })
    await client.post(url).json({ welcomePostUrl: 'facebook.com/groups/123/permalink/55' }).loginAs(owner).withCsrfToken()
    ;(await client.post(url).json({ welcomePostUrl: null }).loginAs(owner).withCsrfToken()).assertBodyContains({ welcomePostUrl: null })
    await record.refresh()
    assert.isNull(record.welcomePostUrl)
  })

  test('refuses a welcome post that is not a post in a Facebook group', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    for (const welcomePostUrl of [
      'https://www.facebook.com/groups/123456/',
      'https://www.facebook.com/zuck/posts/10100',
      'https://facebook.com.evil.test/groups/1/posts/2',
      'javascript:alert(1)',
      'x'.repeat(2001),
      42,
      { url: 'https://www.facebook.com/groups/1/posts/2' },
    ]) {
      const response = await client
        .post(`/api/groups/${record.id}/welcome-message`)
        .json({ welcomePostUrl })
        .loginAs(owner)
        .withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({
        code: 'E_VALIDATION_ERROR',
        errors: [
          {
            field: 'welcomePostUrl',
            message: 'Please enter the address of a post in your Facebook group (e.g., facebook.com/groups/groupname/posts/1234567890)',
          },
        ],
      })
    }
  })
})
