import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { makeGroup, makeTemplate } from '#tests/helpers/groups'
import type User from '#models/user'

const TRIAL_LIMIT = 'Your Free Trial allows up to 3 groups. Choose a plan on the Pricing page to connect more.'
const NOT_APPROVED = 'Choose one of your approved message templates.'
const NOT_PUBLIC = 'Webhook URLs must point to a public address.'

const validate = (client: ApiClient, owner: User, setup: object) =>
  client.post('/api/setup/validate').json(setup).loginAs(owner).withCsrfToken()

async function count(table: string, owner: User) {
  const [{ total }] = await db.from(table).where('user_id', owner.id).count('* as total')
  return Number(total)
}

test.group('Setup / validate without saving', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a setup the writes would accept is valid, and nothing of it is saved', async ({ client, assert }) => {
    const owner = await makeUser()
    const existing = await makeGroup(owner)
    const response = await validate(client, owner, {
      templates: [{ name: 'Warm welcome', template: 'Hi {first-name}!', category: 'welcome', isActive: false }],
      groups: [
        { url: 'https://www.facebook.com/groups/gardeners', name: 'Gardeners', autoApproval: { enabled: true, requiredKeywords: ['tomato'] } },
        { id: existing.id, isActive: false, welcomeMessage: { enabled: true, message: 'Welcome, {name}!' } },
      ],
      integrations: [{ type: 'webhook', name: 'CRM', url: 'https://crm.example.com/hooks', groupIds: [existing.id] }],
    })
    response.assertStatus(200)
    response.assertBody({ valid: true })
    assert.equal(await count('groups', owner), 1)
    assert.equal(await count('message_templates', owner), 0)
    assert.equal(await count('integrations', owner), 0)
  })

  test('a field rule refuses in the setup what the route refuses, with its message, under the item path', async ({ client }) => {
    const owner = await makeUser()
    const name = 'x'.repeat(201)
    const real = await client.post('/api/groups').json({ url: 'facebook.com/groups/gardeners', name }).loginAs(owner).withCsrfToken()
    real.assertStatus(422)
    real.assertBodyContains({ errors: [{ field: 'name', message: 'Group names are at most 200 characters.' }] })

    const response = await validate(client, owner, {
      groups: [{ url: 'facebook.com/groups/gardeners', name, autoApproval: { minAccountAgeDays: -1 } }],
      templates: [{ name: 'Blank', template: '' }],
    })
    response.assertStatus(422)
    // The rules of a group that could not be saved are not written either, so they are not checked.
    response.assertBody({
      message: 'Please enter the template text.',
      code: 'E_VALIDATION_ERROR',
      errors: [
        { field: 'templates.0.template', message: 'Please enter the template text.', rule: 'minLength' },
        { field: 'groups.0.name', message: 'Group names are at most 200 characters.', rule: 'maxLength' },
      ],
    })
  })

  test('a welcome message may use only an approved template, as the route says, a new or re-worded one included', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner)
    const pending = await makeTemplate(owner, { isApproved: false })
    const approved = await makeTemplate(owner, { isApproved: true })
    const real = await client
      .post(`/api/groups/${group.id}/welcome-message`)
      .json({ templateId: pending.id })
      .loginAs(owner)
      .withCsrfToken()
    real.assertStatus(422)
    real.assertBodyContains({ message: NOT_APPROVED })

    const response = await validate(client, owner, {
      // New text sends an approved template back to review, and a new template starts there.
      templates: [{ id: approved.id, template: 'New words, {first-name}' }, { name: 'Fresh', template: 'Hi!' }],
      groups: [
        { id: group.id, welcomeMessage: { templateId: pending.id } },
        { url: 'facebook.com/groups/two', welcomeMessage: { templateId: approved.id } },
        { url: 'facebook.com/groups/three', welcomeMessage: { templateName: 'Fresh' } },
        { id: group.id, welcomeMessage: { templateName: 'Nowhere' } },
      ],
    })
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        { field: 'groups.0.welcomeMessage.templateId', message: NOT_APPROVED },
        { field: 'groups.1.welcomeMessage.templateId', message: NOT_APPROVED },
        { field: 'groups.2.welcomeMessage.templateId', message: NOT_APPROVED },
        { field: 'groups.3.welcomeMessage.templateId', message: 'There is no message template named "Nowhere".' },
      ],
    })
    const saved = await db.from('message_templates').where('id', approved.id).firstOrFail()
    assert.equal(saved.is_approved, true)
    assert.equal(await count('message_templates', owner), 2)
  })

  test("the plan's group limit counts the setup's own groups, and a group listed twice is already connected", async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    await makeGroup(owner, { facebookGroupId: 'one' })
    const response = await validate(client, owner, {
      groups: ['two', 'two', 'three', 'four'].map((slug) => ({ url: `facebook.com/groups/${slug}` })),
    })
    response.assertStatus(422)
    response.assertBody({
      message: 'This Facebook group is already connected to your account.',
      code: 'E_VALIDATION_ERROR',
      errors: [
        { field: 'groups.1', message: 'This Facebook group is already connected to your account.', rule: 'E_GROUP_ALREADY_CONNECTED' },
        { field: 'groups.3', message: TRIAL_LIMIT, rule: 'E_PLAN_LIMIT' },
      ],
    })
    assert.equal(await count('groups', owner), 1)
  })

  test('a webhook to a private address is refused as the route refuses it', async ({ client }) => {
    const owner = await makeUser()
    const previous = process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK
    delete process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK
    try {
      const body = { name: 'CRM', url: 'http://127.0.0.1:8080/hooks' }
      const real = await client.post('/api/integrations/webhooks').json(body).loginAs(owner).withCsrfToken()
      real.assertStatus(422)
      real.assertBodyContains({ errors: [{ field: 'url', message: NOT_PUBLIC }] })
      const response = await validate(client, owner, { integrations: [{ type: 'webhook', ...body }] })
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'integrations.0.url', message: NOT_PUBLIC, rule: 'publicAddress' }] })
    } finally {
      if (previous !== undefined) process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK = previous
    }
  })

  test("another owner's records are not found, and their groups cannot be named", async ({ client }) => {
    const owner = await makeUser()
    const other = await makeUser()
    const theirs = await makeGroup(other)
    const theirTemplate = await makeTemplate(other)
    const response = await validate(client, owner, {
      templates: [{ id: theirTemplate.id, name: 'Mine now' }],
      groups: [{ id: theirs.id, name: 'Mine now' }],
      integrations: [{ type: 'webhook', name: 'CRM', url: 'https://crm.example.com/hooks', groupIds: [theirs.id] }],
    })
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        { field: 'templates.0', rule: 'E_NOT_FOUND' },
        { field: 'groups.0', rule: 'E_NOT_FOUND' },
        { field: 'integrations.0.groupIds', message: 'Some of these groups are not connected to your account.' },
      ],
    })
  })

  test('the envelope is checked: lists of objects, integrations with a type', async ({ client }) => {
    const owner = await makeUser()
    const response = await validate(client, owner, { groups: {}, integrations: [{ name: 'No type' }] })
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        { field: 'groups', message: 'groups must be a list.' },
        { field: 'integrations.0.type', message: 'Each integration needs its type: email, sms, webhook or sheets.' },
      ],
    })
  })
})
