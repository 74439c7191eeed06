import { APIError, type AutoApprovalSettings, type Group, type JoinFlowClient, type WelcomeMessageSettings } from '@joinflow/sdk'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CliError } from '../../src/errors.js'
import { applySetup } from '../../src/services/apply/apply.js'
import { captureOutput } from '../support/output.js'
import { group } from '../support/records.js'
import { useTempDir } from '../support/temp_dir.js'

const RULES = { enabled: false, requireEmail: false, requiredKeywords: [], blockedKeywords: [], maxApprovalsPerHour: 50 }
const WELCOME = { enabled: false, message: '', personalizeWithName: true, tagNewMembers: false, variants: [], templateId: null }

const PLAN_LIMIT = 'Your Free trial allows up to 3 groups. Choose a plan on the Pricing page to connect more.'

/**
 * An account in memory behind the client calls `apply` makes; group creates of `refused` ids fail as
 * the API refuses them, and so does the server's check of a setup that creates them.
 */
function accountClient(groups: Group[], refused = new Set<string>()) {
  const writes: string[] = []
  const checked: unknown[] = []
  const rules = new Map<number, Partial<AutoApprovalSettings>>(groups.map((each) => [each.id, RULES]))
  const welcome = new Map<number, Partial<WelcomeMessageSettings>>(groups.map((each) => [each.id, WELCOME]))
  async function* pages<T>(items: T[]) {
    yield* items
  }
  const list = async () => []
  const client = {
    baseUrl: 'https://joinflow.example.com',
    auth: { user: async () => ({ email: 'agency@example.com' }) },
    templates: { iterate: () => pages([]) },
    groups: {
      iterate: () => pages(groups),
      create: async ({ facebookGroupId }: { facebookGroupId: string }) => {
        writes.push(`create ${facebookGroupId}`)
        if (refused.has(facebookGroupId)) {
          throw APIError.fromResponse({
            status: 403,
            headers: {},
            body: { message: PLAN_LIMIT, code: 'E_PLAN_LIMIT' },
          })
        }
        const created = group(groups.length + 1, { facebookGroupId })
        groups.push(created)
        return created
      },
      autoApproval: {
        get: async (id: number) => rules.get(id),
        update: async (id: number, body: Partial<AutoApprovalSettings>) => {
          writes.push(`rules ${id}`)
          rules.set(id, { ...rules.get(id), ...body })
        },
      },
      welcomeMessage: { get: async (id: number) => welcome.get(id) },
      delete: async (id: number) => {
        writes.push(`delete ${id}`)
      },
    },
    integrations: { email: { list }, sms: { list }, sheets: { list }, webhooks: { list } },
    setup: {
      validate: async (body: { groups: { facebookGroupId?: string }[] }) => {
        checked.push(body)
        const errors = body.groups.flatMap(({ facebookGroupId }, index) =>
          facebookGroupId && refused.has(facebookGroupId) ? [{ field: `groups.${index}`, message: PLAN_LIMIT, rule: 'E_PLAN_LIMIT' }] : [],
        )
        if (errors.length === 0) return { valid: true }
        throw APIError.fromResponse({ status: 422, headers: {}, body: { message: PLAN_LIMIT, code: 'E_VALIDATION_ERROR', errors } })
      },
    },
  }
  return { client: client as unknown as JoinFlowClient, writes, checked }
}

describe('applySetup', () => {
  const tempDir = useTempDir()

  async function setupFile(text: string) {
    const file = join(await tempDir(), 'setup.yaml')
    await writeFile(file, text)
    return file
  }

  it('prints the plan with each field’s saved and new value on a dry run, has the server check it, and writes nothing', async () => {
    const file = await setupFile('groups:\n  - id: group1\n    rules: { enabled: true, maxApprovalsPerHour: 30 }\n  - id: beekeepers\n')
    const { client, writes, checked } = accountClient([group(1), group(2, { facebookGroupId: 'old-club' })])
    const output = captureOutput()

    await applySetup({ file, dryRun: true }, client)

    const lines = output.stdout().split('\n')
    expect(lines.slice(0, 4)).toEqual([
      '~   update Auto-approval group1  (line 3)',
      '      enabled: false → true',
      '      maxApprovalsPerHour: 50 → 30',
      '+   create Group beekeepers  (line 4)',
    ])
    expect(output.stdout()).toContain('Plan: 1 to create, 1 to update, 0 to delete.')
    expect(output.stdout()).toContain('Nothing was changed (--dry-run).')
    expect(output.stdout()).toContain('1 item the file does not list is kept; add --prune to delete it.')
    // The server was given the bodies the writes would send.
    expect(checked).toEqual([
      {
        templates: [],
        groups: [{ id: 1, autoApproval: { enabled: true, maxApprovalsPerHour: 30 } }, { facebookGroupId: 'beekeepers' }],
        integrations: [],
      },
    ])
    expect(writes).toEqual([])
  })

  it('prints the plan as data with --json: each field’s old and new value, and its line', async () => {
    const file = await setupFile('groups:\n  - id: group1\n    rules: { enabled: true }\n  - id: beekeepers\n    name: Bees\n')
    const { client } = accountClient([group(1)])
    const output = captureOutput({ json: true })

    await applySetup({ file, dryRun: true }, client)

    expect(JSON.parse(output.stdout())).toEqual({
      changes: [
        { action: 'update', resource: 'rules', key: 'group1', line: 3, fields: ['enabled'], diff: [{ field: 'enabled', from: false, to: true }] },
        { action: 'create', resource: 'group', key: 'beekeepers', line: 4, fields: ['name'], diff: [{ field: 'name', from: null, to: 'Bees' }] },
      ],
      summary: { create: 1, update: 1, delete: 0 },
      unlisted: [],
      missingEnvironment: [],
      failed: 0,
    })
  })

  it('fails a dry run where the real run would fail, with the same reasons and lines, writing nothing', async () => {
    const file = await setupFile('groups:\n  - id: one\n  - id: two\n    rules: { enabled: true }\n')
    const { client, writes } = accountClient([], new Set(['two']))
    const output = captureOutput()

    const failure = await applySetup({ file, dryRun: true }, client).catch((error: unknown) => error)

    expect(failure).toBeInstanceOf(CliError)
    expect(failure).toMatchObject({ message: '2 of 3 changes would fail; nothing was changed.', exitCode: 5 })
    const table = output.stdout().split('\n').filter((line) => /^(Failed|create|update)\s/.test(line))
    expect(table[0]).toMatch(/^Failed\s+Kind\s+Item\s+Line\s+Reason$/)
    expect(table[1]).toMatch(/^create\s+Group\s+two\s+3\s+Your Free trial allows up to 3 groups\./)
    expect(table[2]).toMatch(/^update\s+Auto-approval\s+two\s+4\s+Skipped because the group could not be saved: Your Free trial/)
    expect(writes).toEqual([])
  })

  it('applies the changes, then finds none the second time', async () => {
    const file = await setupFile('groups:\n  - id: group1\n    rules: { enabled: true }\n')
    const { client, writes } = accountClient([group(1)])
    const output = captureOutput()

    await applySetup({ file }, client)
    expect(output.stdout()).toContain('Applied 1 change.')
    expect(output.stdout()).toContain('0 created, 1 updated, 0 deleted.')

    const second = captureOutput()
    await applySetup({ file }, client)
    expect(second.stdout()).toContain('No changes.')
    expect(second.stdout()).toContain(`The account already matches ${file}.`)
    expect(writes).toEqual(['rules 1'])
  })

  it('lists each failed item with the API’s reason and ends with an error after applying the rest', async () => {
    const file = await setupFile('groups:\n  - id: one\n  - id: two\n    rules: { enabled: true }\n')
    const { client, writes } = accountClient([], new Set(['two']))
    const output = captureOutput()

    const failure = await applySetup({ file }, client).catch((error: unknown) => error)

    expect(failure).toBeInstanceOf(CliError)
    expect(failure).toMatchObject({ message: '2 of 3 changes failed; the others were applied.', exitCode: 5 })
    const lines = output.stdout().split('\n')
    expect(lines[0]).toMatch(/^Failed\s+Kind\s+Item\s+Line\s+Reason$/)
    expect(lines[2]).toMatch(/^create\s+Group\s+two\s+3\s+Your Free trial allows up to 3 groups\./)
    expect(lines[3]).toMatch(/^update\s+Auto-approval\s+two\s+4\s+Skipped because the group could not be saved: Your Free trial/)
    expect(writes).toEqual(['create one', 'create two'])
  })

  it('asks before pruning, naming the account and server, and deletes nothing when told no', async () => {
    const file = await setupFile('groups:\n  - id: group1\n')
    const { client, writes } = accountClient([group(1), group(2, { facebookGroupId: 'old-club' })])
    const output = captureOutput()
    const asked: unknown[] = []

    await applySetup({ file, prune: true, confirmDeletes: async (target) => (asked.push(target), false) }, client)

    expect(asked).toEqual([{ account: 'agency@example.com', server: 'https://joinflow.example.com', deletes: 1 }])
    expect(output.stdout()).toContain('-   delete Group old-club')
    expect(output.stdout()).toContain('Nothing was changed.')
    expect(writes).toEqual([])

    const confirmed = captureOutput()
    await applySetup({ file, prune: true, confirmDeletes: async () => true }, client)
    expect(writes).toEqual(['delete 2'])
    expect(confirmed.stdout()).toContain('In the account agency@example.com at https://joinflow.example.com.')
  })

  it('names the file, the line and the path of each mistake', async () => {
    const file = await setupFile('groups:\n  - id: one\n    rules:\n      enabled: maybe\n')
    const { client } = accountClient([])

    await expect(applySetup({ file }, client)).rejects.toMatchObject({
      message: `${file} is not a valid setup file:\n  line 4, groups[0].rules.enabled: Expected true or false.`,
      exitCode: 2,
    })
  })
})
