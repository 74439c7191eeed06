import { APIError, UnprocessableEntityError, type JoinFlowClient } from '@joinflow/sdk'
import type { Change, CurrentState, Plan } from '../../setup/plan.js'
import { integrationKey, type IntegrationSpec, type SecretRef, type WelcomeSpec } from '../../setup/types.js'
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
        const { name, template, category, description, active } = change.template!
        const body = { name, template, category, ...(description !== undefined && { description: description ?? '' }) }
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
  await eachLimited([...groupChanges.values()], concurrency, async (changes) => {
    for (const change of changes) {
      const facebookGroupId = change.key
      const failedBefore = failedGroups.get(facebookGroupId)
      if (failedBefore) {
        skip(change, `Skipped because the group could not be saved: ${failedBefore}`)
        continue
      }
      await attempt(change, async () => {
        const spec = change.group!
        if (change.resource === 'group' && change.action === 'create') {
          const { url, name, description, active } = spec
          const created = await client.groups.create({ ...(url ? { url } : { facebookGroupId }), name, description })
          groupIds.set(facebookGroupId, created.id)
          if (active === false) await client.groups.update(created.id, { isActive: false })
        } else if (change.resource === 'group') {
          await client.groups.update(change.id!, { name: spec.name, description: spec.description, isActive: spec.active })
        } else if (change.resource === 'rules') {
          await client.groups.autoApproval.update(groupIds.get(facebookGroupId)!, spec.rules!)
        } else {
          await client.groups.welcomeMessage.update(groupIds.get(facebookGroupId)!, welcomeBody(spec.welcome!, templateIds))
        }
      })
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
      if (missingGroup) return Promise.resolve(skip(change, `Skipped: the group ${missingGroup} is not connected.`))
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
  const common = { name: spec.name, isActive: spec.active, groupIds }
  if (change.action === 'update') {
    const sendSecrets = change.fields.some((field) => field.startsWith('apiKey'))
    switch (spec.type) {
      case 'email':
        await client.integrations.email.update(change.id!, {
          ...common,
          listId: spec.listId,
          trigger: spec.trigger,
          ...(sendSecrets && { apiKey: secretValue(spec.apiKey, env), credentials: credentialValues(spec.credentials, env) }),
        })
        return undefined
      case 'sms':
        await client.integrations.sms.update(change.id!, { ...common, listId: spec.listId, sendWelcomeSms: spec.sendWelcomeSms })
        return undefined
      case 'webhook':
        await client.integrations.webhooks.update(change.id!, { ...common, url: spec.url, trigger: spec.trigger })
        return undefined
      case 'sheets':
        throw new Error(`${integrationKey(spec)} cannot be edited.`)
    }
  }
  const signingSecret = await createIntegration(client, spec, common, env)
  // The new one is connected before the old one goes, so a refused key leaves the old one working.
  if (change.action === 'replace') await deleteIntegration(client, change.current!.type, change.id!)
  return signingSecret
}

async function createIntegration(
  client: JoinFlowClient,
  spec: IntegrationSpec,
  common: { name: string; isActive: boolean | undefined; groupIds: number[] | null | undefined },
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  switch (spec.type) {
    case 'email':
      await client.integrations.email.create({
        ...common,
        platform: spec.platform,
        apiKey: secretValue(spec.apiKey, env),
        credentials: credentialValues(spec.credentials, env),
        listId: spec.listId,
        trigger: spec.trigger,
      })
      return undefined
    case 'sms':
      await client.integrations.sms.create({
        ...common,
        platform: spec.platform,
        apiKey: secretValue(spec.apiKey, env),
        credentials: credentialValues(spec.credentials, env),
        listId: spec.listId,
        sendWelcomeSms: spec.sendWelcomeSms,
      })
      return undefined
    case 'sheets':
      await client.integrations.sheets.create({
        ...common,
        spreadsheetId: spec.spreadsheetId,
        sheetName: spec.sheetName,
        description: spec.description ?? undefined,
      })
      return undefined
    case 'webhook':
      // The server makes the signing secret and answers with it this once.
      return (await client.integrations.webhooks.create({ ...common, url: spec.url, trigger: spec.trigger })).secret
  }
}

function deleteIntegration(client: JoinFlowClient, type: IntegrationSpec['type'], id: number): Promise<void> {
  const { email, sms, sheets, webhooks } = client.integrations
  return { email, sms, sheets, webhook: webhooks }[type].delete(id)
}

function welcomeBody({ template, ...settings }: WelcomeSpec, templateIds: Map<string, number>) {
  if (template === undefined) return settings
  if (template === null) return { ...settings, templateId: null }
  const templateId = templateIds.get(template)
  if (templateId === undefined) throw new Error(`There is no message template named "${template}".`)
  return { ...settings, templateId }
}

/** Checked before anything is written (see `missingSecrets`), so a value is always there. */
function secretValue(reference: SecretRef, env: NodeJS.ProcessEnv): string {
  return env[reference.env] ?? ''
}

function credentialValues(credentials: Record<string, SecretRef> | undefined, env: NodeJS.ProcessEnv) {
  if (!credentials) return undefined
  return Object.fromEntries(Object.entries(credentials).map(([field, reference]) => [field, secretValue(reference, env)]))
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
