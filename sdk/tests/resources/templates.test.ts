import { describe, expect, it } from 'vitest'
import { ConflictError, PermissionDeniedError, UnprocessableEntityError } from '../../src/index.js'
import { template } from '../support/fixtures.js'
import { transports, useApi } from '../support/transports.js'

describe.each(transports)('templates over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  it('lists templates of a category with the total from Content-Range', async () => {
    const { api, client } = await serve({
      'GET /api/templates': () => ({ status: 200, body: [template], headers: { 'content-range': 'templates 0-0/1' } }),
    })

    await expect(client.templates.list({ filter: { category: 'welcome', q: 'warm' } })).resolves.toEqual({
      data: [template],
      total: 1,
    })
    expect(api.requests[0]?.url.searchParams.get('filter')).toBe('{"category":"welcome","q":"warm"}')
  })

  it('creates, reads, updates with PATCH and deletes a template', async () => {
    const edited = { ...template, template: 'Hello {first-name}!' }
    const { api, client } = await serve({
      'POST /api/templates': () => ({ status: 201, body: template }),
      'GET /api/templates/9': () => ({ status: 200, body: template }),
      'PATCH /api/templates/9': () => ({ status: 200, body: edited }),
      'DELETE /api/templates/9': () => ({ status: 200, body: { id: 9 } }),
    })

    await expect(
      client.templates.create({ name: 'Warm welcome', template: template.template, category: 'welcome' }),
    ).resolves.toEqual(template)
    await expect(client.templates.get(9)).resolves.toEqual(template)
    await expect(client.templates.update(9, { template: 'Hello {first-name}!' })).resolves.toEqual(edited)
    await expect(client.templates.delete(9)).resolves.toEqual({ id: 9 })

    expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/templates',
      'GET /api/templates/9',
      'PATCH /api/templates/9',
      'DELETE /api/templates/9',
    ])
    expect(api.requests[0]?.body).toEqual({ name: 'Warm welcome', template: template.template, category: 'welcome' })
    expect(api.requests[2]?.body).toEqual({ template: 'Hello {first-name}!' })
  })

  it('approves the version of a template the reviewer read', async () => {
    const { api, client } = await serve({
      'POST /api/templates/9/approve': () => ({ status: 200, body: { ...template, isApproved: true } }),
    })

    await expect(client.templates.approve(9, { version: template.version })).resolves.toMatchObject({ id: 9, isApproved: true })
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]?.body).toEqual({ version: 1 })
  })

  it('raises ConflictError with the reason when the template was edited after the reviewer read it', async () => {
    const message = 'This template was edited after you opened it (it is now version 2). Read the new text and approve it again.'
    const { client } = await serve({ 'POST /api/templates/9/approve': () => ({ status: 409, body: { message, code: 'E_TEMPLATE_CHANGED' } }) })

    const error = await client.templates.approve(9, { version: 1 }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ConflictError)
    expect((error as ConflictError).message).toBe(message)
  })

  it('raises PermissionDeniedError when the user may not approve templates', async () => {
    const message = "You don't have permission to approve templates."
    const { client } = await serve({ 'POST /api/templates/9/approve': () => ({ status: 403, body: { message } }) })

    const error = await client.templates.approve(9, { version: 1 }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(PermissionDeniedError)
    expect((error as PermissionDeniedError).message).toBe(message)
  })

  it('gives the spec messages for a template without name or text', async () => {
    const errors = [
      { field: 'name', message: 'Please enter a template name.', rule: 'required' },
      { field: 'template', message: 'Please enter the template text.', rule: 'required' },
    ]
    const { client } = await serve({
      'POST /api/templates': () => ({ status: 422, body: { message: errors[0]?.message, code: 'E_VALIDATION_ERROR', errors } }),
    })

    const error = await client.templates.create({ name: '', template: '' }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(UnprocessableEntityError)
    expect((error as UnprocessableEntityError).errors).toEqual(errors)
  })
})
