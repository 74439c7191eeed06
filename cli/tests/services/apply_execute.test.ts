import { APIError, type Group, type JoinFlowClient } from '@joinflow/sdk'
import { describe, expect, it } from 'vitest'
import { executePlan } from '../../src/services/apply/execute.js'
import { parseSetup } from '../../src/setup/parse.js'
import { planChanges, type CurrentState } from '../../src/setup/plan.js'
import { group } from '../support/records.js'

const empty: CurrentState = { templates: [], groups: [], rules: new Map(), welcome: new Map(), integrations: [] }

/**
 * Just the client calls `apply` makes, answering after a short wait so calls overlap, counting how
 * many are in flight, and refusing the groups named in `refuse` the way the API does (422).
 */
function recordingClient(refuse: Set<string> = new Set()) {
  let inFlight = 0
  const calls: string[] = []
  const stats = { maxInFlight: 0, completed: [] as string[] }
  let nextId = 100
  const call = async <T>(name: string, answer: () => T, wait = 5): Promise<T> => {
    inFlight += 1
    stats.maxInFlight = Math.max(stats.maxInFlight, inFlight)
    calls.push(name)
    await new Promise((resolve) => setTimeout(resolve, wait))
    inFlight -= 1
    stats.completed.push(name)
    return answer()
  }
  const refused = (message: string) =>
    APIError.fromResponse({
      status: 422,
      headers: {},
      body: { message: 'Validation failure', code: 'E_VALIDATION_ERROR', errors: [{ field: 'url', message, rule: 'x' }] },
    })
  const client = {
    groups: {
      create: (body: { facebookGroupId?: string; url?: string }) =>
        call(
          `groups.create ${body.facebookGroupId}`,
          () => {
            if (refuse.has(body.facebookGroupId ?? '')) throw refused('This Facebook group is already connected to your account.')
            return group((nextId += 1), { facebookGroupId: body.facebookGroupId }) as Group
          },
          // Earlier groups answer more slowly, so creates made at once would finish out of order.
          /^\d+$/.test(body.facebookGroupId ?? '') ? 5 + ((40 - Number(body.facebookGroupId)) % 8) * 3 : 5,
        ),
      update: (id: number) => call(`groups.update ${id}`, () => group(id)),
      delete: (id: number) => call(`groups.delete ${id}`, () => ({ id })),
      autoApproval: { update: (id: number) => call(`rules ${id}`, () => ({})) },
      welcomeMessage: { update: (id: number) => call(`welcome ${id}`, () => ({})) },
    },
    templates: {
      create: () => call('templates.create', () => ({ id: (nextId += 1) })),
    },
    integrations: {
      webhooks: { create: (body: { groupIds: number[] | null }) => call(`webhooks.create ${JSON.stringify(body.groupIds)}`, () => ({})) },
    },
  }
  return { client: client as unknown as JoinFlowClient, calls, stats }
}

function manyGroups(count: number): string {
  const lines = ['groups:']
  for (let index = 1; index <= count; index += 1) {
    lines.push(`  - id: "${index}"`, '    rules: { enabled: true }', '    welcome: { enabled: true, message: "Hi {name}" }')
  }
  return lines.join('\n')
}

describe('executePlan', () => {
  it('keeps at most 8 writes in flight and makes every change', async () => {
    const groups = Array.from({ length: 40 }, (_, index) => group(index + 1, { facebookGroupId: String(index + 1) }))
    const current: CurrentState = {
      ...empty,
      groups,
      rules: new Map(groups.map((each) => [each.id, { enabled: false } as never])),
      welcome: new Map(groups.map((each) => [each.id, { enabled: false, message: '', templateId: null } as never])),
    }
    const plan = planChanges(parseSetup(manyGroups(40)), current, { prune: false, rotateSecrets: false })
    const { client, calls, stats } = recordingClient()
    const progress: number[] = []

    const results = await executePlan(plan, current, client, { env: {}, onProgress: (done) => progress.push(done) })

    expect(results).toHaveLength(80)
    expect(results.every((result) => result.error === undefined)).toBe(true)
    expect(calls.filter((name) => name.startsWith('rules '))).toHaveLength(40)
    expect(stats.maxInFlight).toBe(8)
    expect(progress.at(-1)).toBe(80)
  })

  it('connects new groups one after another in the file’s order, so the plan’s limit refuses the last ones', async () => {
    const plan = planChanges(parseSetup(manyGroups(40)), empty, { prune: false, rotateSecrets: false })
    const { client, stats } = recordingClient()

    const results = await executePlan(plan, empty, client, { env: {} })

    expect(results).toHaveLength(120)
    expect(results.every((result) => result.error === undefined)).toBe(true)
    const creates = stats.completed.filter((name) => name.startsWith('groups.create'))
    expect(creates).toEqual(Array.from({ length: 40 }, (_, index) => `groups.create ${index + 1}`))
  })

  it('reports exactly which items failed and why, skips what depends on them, and applies the rest', async () => {
    const setup = parseSetup(`
groups:
  - id: gardeners
    rules: { enabled: true }
  - id: taken
    rules: { enabled: true }
integrations:
  - { type: webhook, name: Garden CRM, url: "https://crm.example.test/a", groups: [gardeners] }
  - { type: webhook, name: Taken CRM, url: "https://crm.example.test/b", groups: [taken] }
`)
    const plan = planChanges(setup, empty, { prune: false, rotateSecrets: false })
    const { client, calls } = recordingClient(new Set(['taken']))

    const results = await executePlan(plan, empty, client, { env: {} })

    expect(results.map(({ change, error }) => [change.resource, change.key, error ?? 'applied'])).toEqual([
      ['group', 'gardeners', 'applied'],
      ['rules', 'gardeners', 'applied'],
      ['group', 'taken', 'This Facebook group is already connected to your account.'],
      ['rules', 'taken', 'Skipped because the group could not be saved: This Facebook group is already connected to your account.'],
      ['integration', 'webhook/webhook/Garden CRM', 'applied'],
      ['integration', 'webhook/webhook/Taken CRM', 'Skipped: the group taken is not connected.'],
    ])
    expect(calls.filter((name) => name.startsWith('webhooks.create'))).toEqual(['webhooks.create [101]'])
  })

  it('updates existing groups by their id', async () => {
    const current: CurrentState = { ...empty, groups: [group(5, { facebookGroupId: 'gardeners', name: 'Old' })] }
    const plan = planChanges(parseSetup('groups: [{ id: gardeners, name: New }]'), current, { prune: false, rotateSecrets: false })
    const { client, calls } = recordingClient()

    await executePlan(plan, current, client, { env: {} })

    expect(calls).toEqual(['groups.update 5'])
  })
})
