import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import PageContent from '#models/page_content'
import { makeUser } from '#tests/helpers/users'

const DEFAULTS = {
  mainHeading: "Choose a plan that's perfect for you.",
  subtitle: 'Annual Plan (Save Up to 20%) • Monthly Plan',
}

test.group('Content / order page headings', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('anyone reads the seeded headings', async ({ client }) => {
    const response = await client.get('/api/content/page/order')
    response.assertStatus(200)
    response.assertBody(DEFAULTS)
  })

  test('a missing row reads as its default', async ({ client }) => {
    await PageContent.query().where('page', 'order').delete()
    const response = await client.get('/api/content/page/order')
    response.assertBody(DEFAULTS)
  })

  test('a super admin changes both headings and visitors see them', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const body = { mainHeading: '  Pick your plan  ', subtitle: 'Seven days free on every plan' }
    const response = await client.put('/api/content/page/order').json(body).loginAs(admin).withCsrfToken()
    response.assertStatus(200)
    response.assertBody({ mainHeading: 'Pick your plan', subtitle: 'Seven days free on every plan' })
    const shown = await client.get('/api/content/page/order')
    shown.assertBody({ mainHeading: 'Pick your plan', subtitle: 'Seven days free on every plan' })
  })

  test('a heading left out keeps its text; a missing row is created', async ({ client, assert }) => {
    await PageContent.query().where('page', 'order').delete()
    const admin = await makeUser({ role: 'admin', permissions: ['manage_content'] })
    const response = await client
      .put('/api/content/page/order')
      .json({ subtitle: 'Monthly only' })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBody({ mainHeading: DEFAULTS.mainHeading, subtitle: 'Monthly only' })
    const rows = await PageContent.query().where('page', 'order')
    assert.deepEqual(
      rows.map((row) => [row.contentKey, row.contentValue]),
      [['subtitle', 'Monthly only']]
    )
  })

  test('refuses {0}')
    .with([
      ['a blank main heading', { mainHeading: '   ' }, 'mainHeading', 'Please enter the main heading.'],
      ['a null subtitle', { subtitle: null }, 'subtitle', 'Please enter the subtitle.'],
      ['a heading that is not text', { mainHeading: 5 }, 'mainHeading', 'Please enter the main heading.'],
      ['an overlong subtitle', { subtitle: 'x'.repeat(501) }, 'subtitle', 'The subtitle is at most 500 characters.'],
    ] as const)
    .run(async ({ client }, [, body, field, message]) => {
      const admin = await makeUser({ role: 'super_admin' })
      const response = await client.put('/api/content/page/order').json(body).loginAs(admin).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ message, code: 'E_VALIDATION_ERROR', errors: [{ field, message }] })
      const shown = await client.get('/api/content/page/order')
      shown.assertBody(DEFAULTS)
    })

  test('an empty body changes nothing and says what to send', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client.put('/api/content/page/order').json({}).loginAs(admin).withCsrfToken()
    response.assertStatus(422)
    response.assertBodyContains({ message: 'Send the main heading, the subtitle or both.' })
  })

  test('an owner and an admin without manage_content get 403; nobody signed in gets 401', async ({ client }) => {
    const owner = await makeUser()
    const pricingOnly = await makeUser({ role: 'admin', permissions: ['manage_pricing'] })
    for (const user of [owner, pricingOnly]) {
      const response = await client
        .put('/api/content/page/order')
        .json({ mainHeading: 'Hacked' })
        .loginAs(user)
        .withCsrfToken()
      response.assertStatus(403)
    }
    const anonymous = await client.put('/api/content/page/order').json({ mainHeading: 'Hacked' }).withCsrfToken()
    anonymous.assertStatus(401)
    const shown = await client.get('/api/content/page/order')
    shown.assertBody(DEFAULTS)
  })
})
