import { NotFoundError, UnprocessableEntityError, type JoinFlowClient } from '@joinflow/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createToken } from '../../src/services/tokens/create.js'
import { listTokens } from '../../src/services/tokens/list.js'
import { revokeToken } from '../../src/services/tokens/revoke.js'
import { createClient, withPasswordSession } from '../../src/connection.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { captureOutput } from '../support/output.js'

describe('tokens', () => {
  let api: FakeApi
  let client: JoinFlowClient

  beforeEach(async () => {
    api = await startFakeApi()
    client = await createClient({ url: api.url, token: api.token })
  })

  afterEach(() => api.close())

  describe('list', () => {
    it('shows a table with a row per token', async () => {
      const output = captureOutput()

      await listTokens(client)

      const [header, , row] = output.stdout().split('\n')
      expect(header).toMatch(/^ID\s+Name\s+Access\s+Last used\s+Created\s+Expires/)
      expect(row).toMatch(/^1\s+Work laptop\s+full\s+never\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}\s+never$/)
    })

    it('prints the rows and total as JSON', async () => {
      const output = captureOutput({ json: true })

      await listTokens(client)

      expect(JSON.parse(output.stdout())).toEqual({ data: api.tokens, total: 1 })
    })

    it('explains how to create the first token when there are none', async () => {
      const output = captureOutput()
      api.tokens.splice(0)

      await listTokens(client)

      expect(output.stdout()).toContain('No API tokens yet.')
      expect(output.stdout()).toContain('joinflow tokens create <name>')
    })
  })

  describe('create', () => {
    const withSession = <T>(work: (session: JoinFlowClient) => Promise<T>) =>
      withPasswordSession({ url: api.url, email: api.user.email, password: api.password }, work)

    it('creates the token in a password session, shows the secret once, and signs the session out', async () => {
      const output = captureOutput()

      const created = await withSession((session) => createToken({ name: 'Browser extension' }, session))

      expect(created.token).toBe('jf_created_2')
      expect(output.stdout()).toContain('Created token "Browser extension" (ID 2).')
      expect(output.stdout()).toContain('jf_created_2')
      expect(output.stdout()).toContain('Access: full. Expires: never.')
      expect(output.stdout()).toContain('shown only this once')
      expect(api.tokens.map((token) => token.name)).toEqual(['Work laptop', 'Browser extension'])
      expect(api.sessions.size).toBe(0)
      const sent = api.received.filter(({ method }) => method === 'POST').map(({ path }) => path)
      expect(sent).toEqual(['/api/auth/login', '/api/tokens', '/api/auth/logout'])
    })

    it('asks for read-only access and an expiry', async () => {
      const output = captureOutput({ json: true })

      await withSession((session) => createToken({ name: 'reports', access: 'read_only', expiresInDays: 90 }, session))

      const created = JSON.parse(output.stdout())
      expect(created).toMatchObject({ name: 'reports', access: 'read_only', abilities: ['read'], token: 'jf_created_2' })
      expect(new Date(created.expiresAt).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000)
      expect(api.received.find(({ path, method }) => method === 'POST' && path === '/api/tokens')?.body).toEqual({
        name: 'reports',
        access: 'read_only',
        admin: false,
        expiresInDays: 90,
      })
    })

    it('cannot create a token with a token', async () => {
      captureOutput()

      await expect(createToken({ name: 'minted' }, client)).rejects.toMatchObject({ status: 403, code: 'E_SESSION_REQUIRED' })
      expect(api.tokens).toHaveLength(1)
    })

    it('passes on the validation error for a blank name', async () => {
      captureOutput()

      await expect(withSession((session) => createToken({ name: ' ' }, session))).rejects.toBeInstanceOf(UnprocessableEntityError)
      expect(api.sessions.size).toBe(0)
    })

    it('stops at a wrong password', async () => {
      captureOutput()

      await expect(
        withPasswordSession({ url: api.url, email: api.user.email, password: 'not-it' }, (session) => createToken({ name: 'x' }, session)),
      ).rejects.toMatchObject({ status: 400, message: 'Invalid email or password.' })
      expect(api.tokens).toHaveLength(1)
    })
  })

  describe('revoke', () => {
    it('revokes the token', async () => {
      const output = captureOutput()

      await expect(revokeToken({ id: 1 }, client)).resolves.toEqual({ id: 1 })

      expect(api.tokens).toEqual([])
      expect(output.stdout()).toContain('Revoked token 1.')
    })

    it('passes on 404 for an unknown token', async () => {
      captureOutput()

      await expect(revokeToken({ id: 99 }, client)).rejects.toBeInstanceOf(NotFoundError)
    })
  })
})
