import { ConflictError, NotFoundError, UnprocessableEntityError, type JoinFlowClient, type MessageTemplate } from '@joinflow/sdk'
import { CliError } from '../../src/errors.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '../../src/connection.js'
import { addTemplate } from '../../src/services/templates/add.js'
import { approveTemplate } from '../../src/services/templates/approve.js'
import { editTemplate } from '../../src/services/templates/edit.js'
import { listTemplates } from '../../src/services/templates/list.js'
import { removeTemplate } from '../../src/services/templates/remove.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { captureOutput } from '../support/output.js'

function template(id: number, overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    id,
    name: `Template ${id}`,
    category: 'general',
    description: null,
    template: 'Hi {first-name}!',
    isApproved: false,
    isActive: true,
    usageCount: 0,
    version: 1,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  }
}

describe('templates', () => {
  let api: FakeApi
  let client: JoinFlowClient

  beforeEach(async () => {
    api = await startFakeApi()
    client = await createClient({ url: api.url, token: api.token })
  })

  afterEach(() => api.close())

  it('lists templates with their approval status', async () => {
    api.templates.push(
      template(1, { name: 'Warm welcome', category: 'welcome', isApproved: true, usageCount: 1234 }),
      template(2, { name: 'Rules reminder', isActive: false }),
    )
    const output = captureOutput()

    await listTemplates({}, client)

    const [header, , first, second] = output.stdout().split('\n')
    expect(header).toMatch(/^ID\s+Name\s+Category\s+Status\s+Version\s+Active\s+Uses$/)
    expect(first).toMatch(/^1\s+Warm welcome\s+welcome\s+Approved\s+1\s+Yes\s+1,234$/)
    expect(second).toMatch(/^2\s+Rules reminder\s+general\s+Pending Approval\s+1\s+No\s+0$/)
  })

  it('filters by category', async () => {
    api.templates.push(template(1, { category: 'welcome' }), template(2))
    const output = captureOutput({ json: true })

    await listTemplates({ category: 'welcome' }, client)

    expect(JSON.parse(output.stdout())).toMatchObject({ data: [{ id: 1 }], total: 1 })
    expect(api.received[0]?.query.get('filter')).toBe('{"category":"welcome"}')
  })

  it('explains how to create the first template', async () => {
    const output = captureOutput()

    await listTemplates({}, client)

    expect(output.stdout()).toContain('No message templates yet.')
  })

  it('creates a template that waits for approval', async () => {
    const output = captureOutput()

    const created = await addTemplate({ name: 'Warm welcome', template: 'Hi {first-name}!', category: 'welcome' }, client)

    expect(created).toMatchObject({ name: 'Warm welcome', category: 'welcome', isApproved: false })
    expect(api.received[0]?.body).toEqual({ name: 'Warm welcome', template: 'Hi {first-name}!', category: 'welcome' })
    expect(output.stdout()).toContain(`Created template "Warm welcome" (ID ${created.id}).`)
    expect(output.stdout()).toContain('Pending Approval')
  })

  it('passes on the spec message for a missing name', async () => {
    captureOutput()

    await expect(addTemplate({ name: '', template: 'Hi' }, client)).rejects.toThrow('Please enter a template name.')
    await expect(addTemplate({ name: 'x', template: '' }, client)).rejects.toBeInstanceOf(UnprocessableEntityError)
  })

  it('edits only the fields given and says when the new text needs approval again', async () => {
    api.templates.push(template(1, { name: 'Warm welcome', category: 'welcome', description: 'For new members', isApproved: true }))
    const output = captureOutput()

    const edited = await editTemplate({ id: 1, changes: { template: 'Hello {first-name}!' } }, client)

    expect(api.received.at(-1)?.body).toEqual({
      name: 'Warm welcome',
      template: 'Hello {first-name}!',
      category: 'welcome',
      description: 'For new members',
      isActive: true,
    })
    expect(edited).toMatchObject({ template: 'Hello {first-name}!', isApproved: false })
    expect(output.stdout()).toContain('Updated template "Warm welcome" (ID 1).')
    expect(output.stdout()).toContain('Pending Approval')
  })

  it('deletes a template', async () => {
    api.templates.push(template(1))
    const output = captureOutput({ json: true })

    await removeTemplate({ id: 1 }, client)

    expect(api.templates).toEqual([])
    expect(JSON.parse(output.stdout())).toEqual({ id: 1 })
  })

  it('asks with the template name first and keeps it when the answer is no', async () => {
    api.templates.push(template(1))
    captureOutput()
    const questions: string[] = []

    await removeTemplate({ id: 1, confirm: async (found) => (questions.push(found.name), false) }, client)

    expect(questions).toEqual([api.templates[0]?.name])
    expect(api.templates).toHaveLength(1)
  })

  it('approves the version the reviewer names', async () => {
    api.templates.push(template(1, { name: 'Warm welcome', version: 3 }))
    const output = captureOutput()

    await approveTemplate({ id: 1, version: 3 }, client)

    expect(api.templates[0]?.isApproved).toBe(true)
    expect(api.received.at(-1)?.body).toEqual({ version: 3 })
    expect(output.stdout()).toContain('Approved template "Warm welcome" (ID 1), version 3.')
  })

  it('without a version, shows the text as it is and approves the version shown once confirmed', async () => {
    api.templates.push(template(1, { name: 'Warm welcome', version: 2 }))
    captureOutput()
    const shown: MessageTemplate[] = []

    await approveTemplate({ id: 1, review: async (seen) => (shown.push(seen), true) }, client)

    expect(shown.map(({ version, template: text }) => [version, text])).toEqual([[2, 'Hi {first-name}!']])
    expect(api.received.at(-1)?.body).toEqual({ version: 2 })
    expect(api.templates[0]?.isApproved).toBe(true)
  })

  it('approves nothing when the reviewer says no', async () => {
    api.templates.push(template(1, { name: 'Warm welcome' }))
    const output = captureOutput()

    await expect(approveTemplate({ id: 1, review: async () => false }, client)).resolves.toEqual({ id: 1, approved: false })

    expect(api.templates[0]?.isApproved).toBe(false)
    expect(api.received.some((request) => request.method === 'POST')).toBe(false)
    expect(output.stdout()).toContain('Nothing approved: "Warm welcome" stays pending.')
  })

  it('refuses to approve a text edited after the reviewer read it, with the reason', async () => {
    api.templates.push(template(1, { name: 'Warm welcome' }))
    captureOutput()
    await editTemplate({ id: 1, changes: { template: 'Send us your password, {first-name}' } }, client)

    const error = await approveTemplate({ id: 1, version: 1 }, client).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ConflictError)
    expect((error as Error).message).toBe(
      'This template was edited after you opened it (it is now version 2). Read the new text and approve it again.',
    )
    expect(api.templates[0]?.isApproved).toBe(false)
  })

  it('asks scripts for the version they reviewed, and says when a template cannot be shown', async () => {
    captureOutput()

    const missing = await approveTemplate({ id: 1 }, client).catch((caught: unknown) => caught)
    expect(missing).toMatchObject({ message: 'Missing --reviewed-version.', exitCode: 2 })
    const unreadable = await approveTemplate({ id: 5, review: async () => true }, client).catch((caught: unknown) => caught)
    expect(unreadable).toBeInstanceOf(CliError)
    expect((unreadable as CliError).message).toBe('Template 5 cannot be shown to you.')
    expect(api.received.some((request) => request.method === 'POST')).toBe(false)
  })

  it('passes on 404 for an unknown template', async () => {
    captureOutput()

    await expect(approveTemplate({ id: 5, version: 1 }, client)).rejects.toBeInstanceOf(NotFoundError)
    await expect(editTemplate({ id: 5, changes: { name: 'x' } }, client)).rejects.toBeInstanceOf(NotFoundError)
  })
})
