import { APIError, UnprocessableEntityError, type JoinFlowClient } from '@joinflow/sdk'
import type { Change, CurrentState, Plan } from '../../setup/plan.js'
import type { IntegrationSpec, SecretRef } from '../../setup/types.js'
import { groupCreateBody, groupUpdateBody, integrationBody, templateBody, welcomeBody } from './bodies.js'
import { groupNotConnected, groupNotSaved } from './check.js'
import { CONCURRENCY, eachLimited } from './concurrency.js'

export interface ChangeResult {
  change: Change
  /** Why it failed: the API's message, or the earlier failure it depended on. */
  error?: string
  /** A new webhook's signing secret, which the API shows only once. */
  signingSecret?: string
}

export interface ExecuteOptions {
  env: NodeJS.ProcessEnv
  concurrency?: number
  /** Called as each change finishes, with how many have. */
  onProgress?: (done: number) => void
}

/**
 * Makes the plan's changes: templates first (welcome messages name them), then each group with its
 * rules and welcome message, then integrations (they name groups), then deletes. Items run
 * `concurrency` at a time; a failure stops only what depends on it, and every result is returned.
 */
export async function executePlan(
  plan: Plan,
  current: CurrentState,
  client: JoinFlowClient,
  { env, concurrency = CONCURRENCY, onProgress }: ExecuteOptions,
): Promise<ChangeResult[]> {
  const results = new Map<Change, ChangeResult>()
  const groupIds = new Map(current.groups.map((group) => [group.facebookGroupId, group.id]))
  const templateIds = new Map(current.templates.map((template) => [template.name, template.id]))
  const failedGroups = new Map<string, string>()

  const attempt = async (change: Change, write: () => Promise<string | void>) => {
    try {
      const signingSecret = await write()
      results.set(change, signingSecret ? { change, signingSecret } : { change })
    } catch (error) {
      results.set(change, { change, error: failureMessage(error) })
    }
    onProgress?.(results.size)
  }
  const skip = (change: Change, error: string) => {
    results.set(change, { change, error })
    onProgress?.(results.size)
  }

  const writes = plan.changes.filter((change) => change.action !== 'delete')
  const deletes = plan.changes.filter((change) => change.action === 'delete')

  await eachLimited(
    writes.filter((change) => change.resource === 'template'),
    concurrency,
    (change) =>
      attempt(change, async () => {
        const { name, active } = change.template!
        const body = templateBody(change)
        if (change.action === 'create') {
          const created = await client.templates.create(body)
          templateIds.set(name, created.id)
          if (active === false) await client.templates.update(created.id, { isActive: false })
        } else {
          await client.templates.update(change.id!, { ...body, ...(active !== undefined && { isActive: active }) })
        }
      }),
  )

  const groupChanges = groupBy(
    writes.filter((change) => ['group', 'rules', 'welcome'].includes(change.resource)),
    (change) => change.key,
  )
  // New groups are connected one after another in the file's order, so the plan's group limit refuses
  // the last ones, as the dry run says; everything else about a group runs alongside the others.
  let previousConnect: Promise<unknown> = Promise.resolve()
  const connectTurns = new Map<Change, { ready: Promise<unknown>; done: () => void }>()
  for (const change of writes.filter((each) => each.resource === 'group' && each.action === 'create')) {
    let done = () => {}
    const finished = new Promise<void>((resolve) => (done = resolve))
    connectTurns.set(change, { ready: previousConnect, done })
    previousConnect = finished
  }
  await eachLimited([...groupChanges.values()], concurrency, async (changes) => {
    for (const change of changes) {
      const facebookGroupId = change.key
      const failedBefore = failedGroups.get(facebookGroupId)
      if (failedBefore) {
        skip(change, groupNotSaved(failedBefore))
        continue
      }
      const turn = connectTurns.get(change)
      if (turn) await turn.ready
      await attempt(change, async () => {
        const spec = change.group!
        if (change.resource === 'group' && change.action === 'create') {
          const created = await client.groups.create(groupCreateBody(change))
          groupIds.set(facebookGroupId, created.id)
          if (spec.active === false) await client.groups.update(created.id, { isActive: false })
        } else if (change.resource === 'group') {
          await client.groups.update(change.id!, groupUpdateBody(change))
        } else if (change.resource === 'rules') {
          await client.groups.autoApproval.update(groupIds.get(facebookGroupId)!, spec.rules!)
        } else {
          await client.groups.welcomeMessage.update(groupIds.get(facebookGroupId)!, welcomeBody(spec.welcome!, templateIds))
        }
      })
      turn?.done()
      const failure = results.get(change)?.error
      if (failure && change.resource === 'group') failedGroups.set(facebookGroupId, failure)
    }
  })

  await eachLimited(
    writes.filter((change) => change.resource === 'integration'),
    concurrency,
    (change) => {
      const spec = change.integration!
      const missingGroup = spec.groups?.find((group) => !groupIds.has(group))
      if (missingGroup) return Promise.resolve(skip(change, groupNotConnected(missingGroup)))
      const ids = spec.groups === undefined ? undefined : spec.groups === null ? null : spec.groups.map((group) => groupIds.get(group)!)
      return attempt(change, () => writeIntegration(client, change, spec, ids, env))
    },
  )

  await eachLimited(deletes, concurrency, (change) =>
    attempt(change, async () => {
      if (change.resource === 'template') await client.templates.delete(change.id!)
      else if (change.resource === 'group') await client.groups.delete(change.id!)
      else await deleteIntegration(client, change.current!.type, change.id!)
    }),
  )

  return plan.changes.map((change) => results.get(change) ?? { change, error: 'Not attempted.' })
}

async function writeIntegration(
  client: JoinFlowClient,
  change: Change,
  spec: IntegrationSpec,
  groupIds: number[] | null | undefined,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  // Typed by the kind of the spec, which the body follows.
  const body = integrationBody(change, spec, groupIds, env) as never
  const { email, sms, sheets, webhooks } = client.integrations
  if (change.action === 'update') {
    if (spec.type === 'email') await email.update(change.id!, body)
    else if (spec.type === 'sms') await sms.update(change.id!, body)
    else if (spec.type === 'webhook') await webhooks.update(change.id!, body)
    return undefined
  }
  let signingSecret: string | undefined
  if (spec.type === 'email') await email.create(body)
  else if (spec.type === 'sms') await sms.create(body)
  else if (spec.type === 'sheets') await sheets.create(body)
  // The server makes the signing secret and answers with it this once.
  else signingSecret = (await webhooks.create(body)).secret
  // The new one is connected before the old one goes, so a refused key leaves the old one working.
  if (change.action === 'replace') await deleteIntegration(client, change.current!.type, change.id!)
  return signingSecret
}

function deleteIntegration(client: JoinFlowClient, type: IntegrationSpec['type'], id: number): Promise<void> {
  const { email, sms, sheets, webhooks } = client.integrations
  return { email, sms, sheets, webhook: webhooks }[type].delete(id)
}

/** The variables among `references` that the environment does not set. */
export function missingSecrets(references: SecretRef[], env: NodeJS.ProcessEnv): string[] {
  return references.filter((reference) => !env[reference.env]).map((reference) => reference.env)
}

/** The API's own words for a refusal, with each field's message for a 422. */
function failureMessage(error: unknown): string {
  if (error instanceof UnprocessableEntityError && error.errors.length > 0) {
    return error.errors.map((field) => field.message).join(' ')
  }
  if (error instanceof APIError) return error.message
  return error instanceof Error ? error.message : String(error)
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}
