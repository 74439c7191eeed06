import { describe, expect, it } from 'vitest'
import {
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  UnprocessableEntityError,
  type AutoApprovalPreview,
} from '../../src/index.js'
import { group, settings, welcome } from '../support/fixtures.js'
import { transports, useApi } from '../support/transports.js'

describe.each(transports)('groups over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  it('lists groups with a name filter and the total from Content-Range', async () => {
    const { api, client } = await serve({
      'GET /api/groups': () => ({ status: 200, body: [group], headers: { 'content-range': 'groups 0-0/31' } }),
    })

    const result = await client.groups.list({ filter: { q: 'garden' }, sort: ['name', 'ASC'], range: [0, 0] })

    expect(result).toEqual({ data: [group], total: 31 })
    const query = api.requests[0]?.url.searchParams
    expect(query?.get('filter')).toBe('{"q":"garden"}')
    expect(query?.get('sort')).toBe('["name","ASC"]')
    expect(query?.get('range')).toBe('[0,0]')
  })

  it('connects a group from its URL', async () => {
    const { api, client } = await serve({ 'POST /api/groups': () => ({ status: 201, body: group }) })

    const created = await client.groups.create({ url: 'https://facebook.com/groups/gardeners', name: 'Gardeners' })

    expect(created).toEqual(group)
    expect(api.requests[0]?.body).toEqual({ url: 'https://facebook.com/groups/gardeners', name: 'Gardeners' })
  })

  it('raises ConflictError with the server message for a group already connected', async () => {
    const message = 'This Facebook group is already connected to your account.'
    const { client } = await serve({ 'POST /api/groups': () => ({ status: 409, body: { message } }) })

    const error = await client.groups.create({ url: 'facebook.com/groups/gardeners' }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ConflictError)
    expect((error as ConflictError).message).toBe(message)
  })

  it('gives the field errors of an invalid URL', async () => {
    const message = 'Please enter a valid Facebook group URL (e.g., facebook.com/groups/groupname)'
    const errors = [{ field: 'url', message, rule: 'facebookGroupUrl' }]
    const { client } = await serve({
      'POST /api/groups': () => ({ status: 422, body: { message, code: 'E_VALIDATION_ERROR', errors } }),
    })

    const error = await client.groups.create({ url: 'example.com' }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(UnprocessableEntityError)
    expect((error as UnprocessableEntityError).errors).toEqual(errors)
  })

  it('reads, updates with PATCH and deletes one group', async () => {
    const renamed = { ...group, name: 'Tomato growers', isActive: false }
    const { api, client } = await serve({
      'GET /api/groups/4': () => ({ status: 200, body: group }),
      'PATCH /api/groups/4': () => ({ status: 200, body: renamed }),
      'DELETE /api/groups/4': () => ({ status: 200, body: { id: 4 } }),
    })

    await expect(client.groups.get(4)).resolves.toEqual(group)
    await expect(client.groups.update(4, { name: 'Tomato growers', isActive: false })).resolves.toEqual(renamed)
    await expect(client.groups.delete(4)).resolves.toEqual({ id: 4 })
    expect(api.requests.map((request) => request.method)).toEqual(['GET', 'PATCH', 'DELETE'])
    expect(api.requests[1]?.body).toEqual({ name: 'Tomato growers', isActive: false })
  })

  it("raises NotFoundError for a group that is not the account's", async () => {
    const { client } = await serve({ 'GET /api/groups/77': () => ({ status: 404, body: { message: 'Group not found' } }) })

    await expect(client.groups.get(77)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('refreshes the picture and returns the group with it', async () => {
    const withPicture = { ...group, coverImageUrl: 'https://scontent.xx.fbcdn.net/cover.jpg' }
    const { api, client } = await serve({ 'POST /api/groups/4/update-picture': () => ({ status: 200, body: withPicture }) })

    await expect(client.groups.refreshPicture(4)).resolves.toEqual(withPicture)
    expect(api.requests[0]?.body).toBeUndefined()
  })

  it.each([
    [403, 'This group is private or its picture needs permissions to view.', PermissionDeniedError],
    [404, 'Group not found on Facebook.', NotFoundError],
    [502, 'Facebook had a technical issue. Please try again later.', InternalServerError],
  ])('maps a %i picture failure to its error with the message, without retrying', async (status, message, ErrorClass) => {
    const { api, client } = await serve({ 'POST /api/groups/4/update-picture': () => ({ status, body: { message } }) })

    const error = await client.groups.refreshPicture(4).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ErrorClass)
    expect((error as Error).message).toBe(message)
    expect(api.requests).toHaveLength(1)
  })

  it('walks every page of groups', async () => {
    const groups = Array.from({ length: 5 }, (_, index) => ({ ...group, id: index + 1 }))
    const { api, client } = await serve({
      'GET /api/groups': (request) => {
        const [first = 0, last = 0] = JSON.parse(request.url.searchParams.get('range') ?? '[]') as number[]
        const page = groups.slice(first, last + 1)
        return { status: 200, body: page, headers: { 'content-range': `groups ${first}-${first + page.length - 1}/5` } }
      },
    })

    const ids: number[] = []
    for await (const each of client.groups.iterate({ pageSize: 2 })) ids.push(each.id)

    expect(ids).toEqual([1, 2, 3, 4, 5])
    expect(api.requests.map((request) => request.url.searchParams.get('range'))).toEqual(['[0,1]', '[2,3]', '[4,5]'])
  })

  describe('auto-approval', () => {
    it('reads and saves the settings, keyword lists as given', async () => {
      const { api, client } = await serve({
        'GET /api/groups/4/auto-approval': () => ({ status: 200, body: settings }),
        'POST /api/groups/4/auto-approval': () => ({ status: 200, body: { ...settings, blockedKeywords: ['crypto', 'forex'] } }),
      })

      await expect(client.groups.autoApproval.get(4)).resolves.toEqual(settings)
      const saved = await client.groups.autoApproval.update(4, { blockedKeywords: 'crypto, forex', enabled: true })

      expect(saved.blockedKeywords).toEqual(['crypto', 'forex'])
      expect(api.requests[1]?.body).toEqual({ blockedKeywords: 'crypto, forex', enabled: true })
    })

    it('previews unsaved settings', async () => {
      const preview: AutoApprovalPreview = {
        total: 2,
        counts: { approve: 1, decline: 1, review: 0 },
        decisions: [
          { requestId: 2, name: 'Grace', decision: 'approve', reasons: ['Meets every auto-approval rule'], currentStatus: 'pending' },
          { requestId: 1, name: 'Ada', decision: 'decline', reasons: ['Answer contains blocked keyword "crypto"'], currentStatus: 'approved' },
        ],
      }
      const { api, client } = await serve({
        'POST /api/groups/4/auto-approval/preview': () => ({ status: 200, body: preview }),
      })

      await expect(client.groups.autoApproval.preview(4, settings)).resolves.toEqual(preview)
      expect(api.requests[0]?.body).toEqual(settings)
    })
  })

  describe('welcome message', () => {
    it('reads and saves the settings', async () => {
      const { api, client } = await serve({
        'GET /api/groups/4/welcome-message': () => ({ status: 200, body: welcome }),
        'POST /api/groups/4/welcome-message': () => ({ status: 200, body: { ...welcome, tagNewMembers: true } }),
      })

      await expect(client.groups.welcomeMessage.get(4)).resolves.toEqual(welcome)
      await expect(client.groups.welcomeMessage.update(4, { tagNewMembers: true })).resolves.toMatchObject({
        tagNewMembers: true,
      })
      expect(api.requests[1]?.body).toEqual({ tagNewMembers: true })
    })

    it('gives the unknown placeholders named by the API', async () => {
      const errors = [{ field: 'message', message: 'Unknown placeholder {foo}', rule: 'placeholders' }]
      const { client } = await serve({
        'POST /api/groups/4/welcome-message': () => ({
          status: 422,
          body: { message: errors[0]?.message, code: 'E_VALIDATION_ERROR', errors },
        }),
      })

      const error = await client.groups.welcomeMessage.update(4, { message: 'Hi {foo}' }).catch((caught: unknown) => caught)

      expect((error as UnprocessableEntityError).errors).toEqual(errors)
    })
  })
})
