import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { makeGroup, makeTemplate } from '#tests/helpers/groups'

const TEMPLATE_FIELDS = [
  'category',
  'createdAt',
  'description',
  'id',
  'isActive',
  'isApproved',
  'name',
  'template',
  'updatedAt',
  'usageCount',
  'version',
]

test.group('Message templates', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a new template waits for approval, active, unused, in the general category', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client
      .post('/api/templates')
      .json({ name: ' Warm welcome ', template: 'Hi {first-name}, welcome to {group-name}! {group-link}', description: '' })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(201)
    assert.deepEqual(Object.keys(response.body()).sort(), TEMPLATE_FIELDS)
    response.assertBodyContains({
      name: 'Warm welcome',
      category: 'general',
      description: '',
      template: 'Hi {first-name}, welcome to {group-name}! {group-link}',
      isApproved: false,
      isActive: true,
      usageCount: 0,
    })
    const withCategory = await client
      .post('/api/templates')
      .json({ name: 'Sorry', template: 'Not this time, {name}.', category: 'rejection', description: 'For declines' })
      .loginAs(owner)
      .withCsrfToken()
    withCategory.assertBodyContains({ category: 'rejection', description: 'For declines' })
  })

  test('refuses templates without a name or text, in no category, or with unknown placeholders', async ({ client }) => {
    const owner = await makeUser()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ template: 'Hi' }, 'name', 'Please enter a template name.'],
      [{ name: '   ', template: 'Hi' }, 'name', 'Please enter a template name.'],
      [{ name: 'Hi' }, 'template', 'Please enter the template text.'],
      [{ name: 'Hi', template: '' }, 'template', 'Please enter the template text.'],
      [{ name: 'Hi', template: 'Hi', category: 'spam' }, 'category', 'Choose a category: welcome, approval, rejection or general.'],
      [{ name: 'Hi', template: 'Hi {nickname}' }, 'template', 'Unknown placeholder {nickname}'],
      [{ name: 'x'.repeat(121), template: 'Hi' }, 'name', 'Template names are at most 120 characters.'],
    ]
    for (const [body, field, message] of cases) {
      const response = await client.post('/api/templates').json(body).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ code: 'E_VALIDATION_ERROR', errors: [{ field, message }] })
    }
  })

  test("lists only the owner's templates, filtered by category and text", async ({ client, assert }) => {
    const owner = await makeUser()
    const other = await makeUser()
    for (const [name, category, template] of [
      ['Welcome A', 'welcome', 'Hi {name}'],
      ['Approval', 'approval', 'You are in, {name}'],
      ['Welcome B', 'welcome', 'Hello there, 100% sure'],
    ]) {
      await client.post('/api/templates').json({ name, category, template }).loginAs(owner).withCsrfToken()
    }
    await makeTemplate(other, { name: 'Welcome C' })

    const all = await client.get('/api/templates').qs({ sort: '["name","ASC"]' }).loginAs(owner)
    all.assertStatus(200)
    all.assertHeader('content-range', 'templates 0-2/3')
    assert.deepEqual(all.body().map((t: { name: string }) => t.name), ['Approval', 'Welcome A', 'Welcome B'])
    assert.deepEqual(Object.keys(all.body()[0]).sort(), TEMPLATE_FIELDS)

    const welcome = await client.get('/api/templates').qs({ filter: JSON.stringify({ category: 'welcome' }) }).loginAs(owner)
    welcome.assertHeader('content-range', 'templates 0-1/2')
    const searched = await client.get('/api/templates').qs({ filter: JSON.stringify({ q: '100%' }) }).loginAs(owner)
    assert.deepEqual(searched.body().map((t: { name: string }) => t.name), ['Welcome B'])
    const pending = await client.get('/api/templates').qs({ filter: JSON.stringify({ isApproved: true }) }).loginAs(owner)
    pending.assertHeader('content-range', 'templates */0')
  })

  test('edits a template; new text sends an approved template back to Pending Approval', async ({ client, assert }) => {
    const owner = await makeUser()
    const template = await makeTemplate(owner, { name: 'Old', template: 'Hi {name}', isApproved: true })
    const url = `/api/templates/${template.id}`

    const renamed = await client
      .put(url)
      .json({ name: 'New', template: 'Hi {name}', category: 'approval', isActive: false, isApproved: true, usageCount: 9 })
      .loginAs(owner)
      .withCsrfToken()
    renamed.assertStatus(200)
    renamed.assertBodyContains({ name: 'New', category: 'approval', isActive: false, isApproved: true, usageCount: 0 })

    const rewritten = await client.put(url).json({ template: 'Hello {first-name}' }).loginAs(owner).withCsrfToken()
    rewritten.assertBodyContains({ name: 'New', template: 'Hello {first-name}', isApproved: false })
    const row = await db.from('message_templates').where('id', template.id).firstOrFail()
    assert.isNull(row.approved_at)

    const shown = await client.get(url).loginAs(owner)
    shown.assertBody(rewritten.body())

    const emptied = await client.put(url).json({ name: '' }).loginAs(owner).withCsrfToken()
    emptied.assertStatus(422)
    emptied.assertBodyContains({ errors: [{ field: 'name', message: 'Please enter a template name.' }] })
    const noText = await client.put(url).json({ template: null }).loginAs(owner).withCsrfToken()
    noText.assertBodyContains({ errors: [{ field: 'template', message: 'Please enter the template text.' }] })
    const unknown = await client.put(url).json({ template: 'Hi {foo}' }).loginAs(owner).withCsrfToken()
    unknown.assertBodyContains({ errors: [{ field: 'template', message: 'Unknown placeholder {foo}' }] })
  })

  test('deleting a template takes it off the welcome messages that used it', async ({ client, assert }) => {
    const owner = await makeUser()
    const template = await makeTemplate(owner, { isApproved: true })
    const record = await makeGroup(owner)
    await client.post(`/api/groups/${record.id}/welcome-message`).json({ templateId: template.id }).loginAs(owner).withCsrfToken()

    const response = await client.delete(`/api/templates/${template.id}`).loginAs(owner).withCsrfToken()
    response.assertStatus(200)
    response.assertBody({ id: template.id })
    assert.isNull(await db.from('message_templates').where('id', template.id).first())
    const welcome = await client.get(`/api/groups/${record.id}/welcome-message`).loginAs(owner)
    welcome.assertBodyContains({ templateId: null })
  })

  test("another owner's template is not found, and stays as it was", async ({ client, assert }) => {
    const owner = await makeUser()
    const intruder = await makeUser()
    const template = await makeTemplate(owner, { name: 'Mine' })
    const url = `/api/templates/${template.id}`
    const attempts = [client.get(url), client.put(url).json({ name: 'Theirs' }), client.delete(url), client.post(`${url}/approve`)]
    for (const attempt of attempts) {
      const response = await attempt.loginAs(intruder).withCsrfToken()
      response.assertStatus(404)
      response.assertBody({ message: 'Message template not found.', code: 'E_NOT_FOUND' })
    }
    await template.refresh()
    assert.equal(template.name, 'Mine')
    assert.isFalse(template.isApproved)
    ;(await client.get('/api/templates').loginAs(intruder)).assertHeader('content-range', 'templates */0')
  })

  test('needs a signed-in owner', async ({ client }) => {
    ;(await client.get('/api/templates')).assertStatus(401)
  })
})

test.group('Message templates / approval', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('an owner cannot approve templates, even their own', async ({ client, assert }) => {
    const owner = await makeUser()
    const template = await makeTemplate(owner)
    const response = await client.post(`/api/templates/${template.id}/approve`).loginAs(owner).withCsrfToken()
    response.assertStatus(403)
    response.assertBody({ message: "You don't have permission to approve templates.", code: 'E_AUTHORIZATION_FAILURE' })
    await template.refresh()
    assert.isFalse(template.isApproved)
  })

  test('a holder of manage_content approves any owner\'s template', async ({ client, assert }) => {
    const owner = await makeUser()
    const reviewer = await makeUser({ role: 'admin' })
    reviewer.permissions = ['manage_content']
    await reviewer.save()
    const template = await makeTemplate(owner)
    const response = await client.post(`/api/templates/${template.id}/approve`).json({ version: 1 }).loginAs(reviewer).withCsrfToken()
    response.assertStatus(200)
    response.assertBodyContains({ id: template.id, isApproved: true })
    const row = await db.from('message_templates').where('id', template.id).firstOrFail()
    assert.equal(row.approved_by_user_id, reviewer.id)
    assert.isNotNull(row.approved_at)

    const owned = await client.get(`/api/templates/${template.id}`).loginAs(owner)
    owned.assertBodyContains({ isApproved: true })
  })

  test('a super admin approves templates; an admin without manage_content does not', async ({ client }) => {
    const owner = await makeUser()
    const superAdmin = await makeUser({ role: 'super_admin' })
    const pricingAdmin = await makeUser({ role: 'admin' })
    pricingAdmin.permissions = ['manage_pricing']
    await pricingAdmin.save()
    const template = await makeTemplate(owner)

    const refused = await client.post(`/api/templates/${template.id}/approve`).json({ version: 1 }).loginAs(pricingAdmin).withCsrfToken()
    refused.assertStatus(404)
    const approved = await client.post(`/api/templates/${template.id}/approve`).json({ version: 1 }).loginAs(superAdmin).withCsrfToken()
    approved.assertStatus(200)
    approved.assertBodyContains({ isApproved: true })
    ;(await client.post('/api/templates/999999999/approve').json({ version: 1 }).loginAs(superAdmin).withCsrfToken()).assertStatus(404)
  })

  test('approves only the version the reviewer read: an edit saved since then is refused, nothing approved', async ({ client, assert }) => {
    const owner = await makeUser({ role: 'super_admin' })
    const reviewer = await makeUser({ role: 'super_admin' })
    const created = await client.post('/api/templates').json({ name: 'Welcome', template: 'Hi {first-name}' }).loginAs(owner).withCsrfToken()
    const url = `/api/templates/${created.body().id}`
    created.assertBodyContains({ version: 1 })
    const read = created.body().version

    // The owner rewrites it while the reviewer is reading version 1.
    const edited = await client.put(url).json({ template: 'Send me your card number, {first-name}' }).loginAs(owner).withCsrfToken()
    edited.assertBodyContains({ version: 2, isApproved: false })

    const stale = await client.post(`${url}/approve`).json({ version: read }).loginAs(reviewer).withCsrfToken()
    stale.assertStatus(409)
    stale.assertBody({
      message: 'This template was edited after you opened it (it is now version 2). Read the new text and approve it again.',
      code: 'E_TEMPLATE_CHANGED',
    })
    const row = await db.from('message_templates').where('id', created.body().id).firstOrFail()
    assert.isFalse(row.is_approved)
    assert.isNull(row.approved_by_user_id)

    const approved = await client.post(`${url}/approve`).json({ version: 2 }).loginAs(reviewer).withCsrfToken()
    approved.assertStatus(200)
    approved.assertBodyContains({ isApproved: true, version: 2, template: 'Send me your card number, {first-name}' })

    // Saving the same values is no edit; a new name is.
    ;(await client.put(url).json({ template: 'Send me your card number, {first-name}' }).loginAs(owner).withCsrfToken()).assertBodyContains({
      version: 2,
      isApproved: true,
    })
    ;(await client.put(url).json({ name: 'Renamed' }).loginAs(owner).withCsrfToken()).assertBodyContains({ version: 3 })
  })

  test('an approval that names no version, or a malformed one, gets the field message and approves nothing', async ({ client, assert }) => {
    const owner = await makeUser()
    const reviewer = await makeUser({ role: 'super_admin' })
    const template = await makeTemplate(owner)
    for (const body of [{}, { version: 'latest' }, { version: 1.5 }, { version: 0 }]) {
      const response = await client.post(`/api/templates/${template.id}/approve`).json(body).loginAs(reviewer).withCsrfToken()
      assert.equal(response.status(), 422, JSON.stringify(body))
      assert.equal(response.body().errors[0].field, 'version')
    }
    const missing = await client.post(`/api/templates/${template.id}/approve`).json({}).loginAs(reviewer).withCsrfToken()
    missing.assertBodyContains({ errors: [{ field: 'version', message: 'Send the version of the template you reviewed (its version field).' }] })
    await template.refresh()
    assert.isFalse(template.isApproved)
  })
})
