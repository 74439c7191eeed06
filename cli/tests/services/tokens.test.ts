import { NotFoundError, UnprocessableEntityError, type JoinFlowClient } from '@joinflow/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createToken } from '../../src/services/tokens/create.js'
import { listTokens } from '../../src/services/tokens/list.js'
import { revokeToken } from '../../src/services/tokens/revoke.js'
import { createClient } from '../../src/connection.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { captureOutput } from '../support/output.js'

describe('tokens', () => {
  let api: FakeApi
  let client: JoinFlowClient

  beforeEach(async () => {
    api = await startFakeApi()
    client = createClient({ url: api.url, token: api.token })
  })

  afterEach(() => api.close())

  describe('list', () => {
    it('shows a table with a row per token', async () => {
      const output = captureOutput()

      await listTokens(client)

      const [header, , row] = output.stdout().split('\n')
      expect(header).toMatch(/^ID\s+Name\s+Last used\s+Created\s+Expires/)
      expect(row).toMatch(/^1\s+Work laptop\s+never\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}\s+never$/)
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
    it('shows the new secret once with how to use it', async () => {
      const output = captureOutput()

      const created = await createToken({ name: 'Browser extension' }, client)

      expect(created.token).toBe('jf_created_2')
      expect(output.stdout()).toContain('Created token "Browser extension" (ID 2).')
      expect(output.stdout()).toContain('jf_created_2')
      expect(output.stdout()).toContain('shown only this once')
      expect(api.tokens.map((token) => token.name)).toEqual(['Work laptop', 'Browser extension'])
    })

    it('prints the created token as JSON', async () => {
      const output = captureOutput({ json: true })

      await createToken({ name: 'ci' }, client)

      expect(JSON.parse(output.stdout())).toMatchObject({ id: 2, name: 'ci', token: 'jf_created_2' })
    })

    it('passes on the validation error for a blank name', async () => {
      captureOutput()

      await expect(createToken({ name: ' ' }, client)).rejects.toBeInstanceOf(UnprocessableEntityError)
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
