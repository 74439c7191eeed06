import { UnprocessableEntityError, type JoinFlowClient, type SetupValidateParams } from '@joinflow/sdk'
import type { Change, CurrentState, Plan } from '../../setup/plan.js'
import { groupCreateBody, groupUpdateBody, integrationBody, templateBody, welcomeBody } from './bodies.js'
import type { ChangeResult } from './execute.js'

type SetupBody = Required<SetupValidateParams>

/** Why a group's rules or welcome message are not written: the same words as a real run's. */
export function groupNotSaved(reason: string): string {
  return `Skipped because the group could not be saved: ${reason}`
}

export function groupNotConnected(facebookGroupId: string): string {
  return `Skipped: the group ${facebookGroupId} is not connected.`
}

/**
 * Has the server check the plan's writes without making them (`POST /api/setup/validate`), with the
 * same bodies the writes would send, and answers what a real run would report: each change that
 * would fail, with the API's reason, in the plan's order. Nothing is written.
 */
export async function checkPlan(plan: Plan, current: CurrentState, client: JoinFlowClient, env: NodeJS.ProcessEnv): Promise<ChangeResult[]> {
  const failures = new Map<Change, string[]>()
  const fail = (change: Change, message: string) => failures.set(change, [...(failures.get(change) ?? []), message])
  const writes = plan.changes.filter((change) => change.action !== 'delete')
  const body: SetupBody = { templates: [], groups: [], integrations: [] }
  // Where each item of the body came from, so a refusal is reported against its change.
  const templateItems: Change[] = []
  const groupItems: { group?: Change; rules?: Change; welcome?: Change; first: Change }[] = []
  const integrationItems: Change[] = []

  const templateIds = new Map(current.templates.map((template) => [template.name, template.id]))
  const newTemplates = new Set(writes.filter((change) => change.resource === 'template' && change.action === 'create').map((change) => change.key))
  for (const change of writes.filter((each) => each.resource === 'template')) {
    const { active } = change.template!
    const isActive = change.action === 'create' ? (active === false ? false : undefined) : active
    body.templates.push({ ...(change.id !== undefined && { id: change.id }), ...templateBody(change), ...(isActive !== undefined && { isActive }) })
    templateItems.push(change)
  }

  const groupIds = new Map(current.groups.map((group) => [group.facebookGroupId, group.id]))
  const byGroup = new Map<string, Change[]>()
  for (const change of writes.filter((each) => ['group', 'rules', 'welcome'].includes(each.resource))) {
    byGroup.set(change.key, [...(byGroup.get(change.key) ?? []), change])
  }
  for (const [facebookGroupId, changes] of byGroup) {
    const group = changes.find((change) => change.resource === 'group')
    const rules = changes.find((change) => change.resource === 'rules')
    const welcome = changes.find((change) => change.resource === 'welcome')
    const spec = changes[0].group!
    const item: SetupBody['groups'][number] =
      group?.action === 'create'
        ? { ...groupCreateBody(group), ...(spec.active === false && { isActive: false }) }
        : { id: groupIds.get(facebookGroupId)!, ...(group && groupUpdateBody(group)) }
    if (rules) item.autoApproval = { ...spec.rules }
    if (welcome) {
      const { template, ...settings } = spec.welcome!
      if (template && !templateIds.has(template) && newTemplates.has(template)) {
        // A template the run creates has no id yet: the server finds it by name among the ones it checked.
        item.welcomeMessage = { ...settings, templateName: template }
      } else {
        try {
          item.welcomeMessage = welcomeBody(spec.welcome!, templateIds)
        } catch (error) {
          fail(welcome, (error as Error).message)
        }
      }
    }
    body.groups.push(item)
    groupItems.push({ group, rules, welcome, first: changes[0] })
  }

  const connected = new Set([...groupIds.keys(), ...byGroup.keys()].filter((key) => groupIds.has(key) || isCreated(byGroup.get(key))))
  for (const change of writes.filter((each) => each.resource === 'integration')) {
    const spec = change.integration!
    const missing = spec.groups?.find((group) => !connected.has(group))
    if (missing) {
      fail(change, groupNotConnected(missing))
      continue
    }
    // Groups the run connects have no id yet; the ones already connected are checked as the owner's.
    const ids = spec.groups === undefined ? undefined : spec.groups === null ? null : spec.groups.flatMap((group) => groupIds.get(group) ?? [])
    let item
    try {
      item = integrationBody(change, spec, ids, env)
    } catch (error) {
      fail(change, (error as Error).message)
      continue
    }
    body.integrations.push({ type: spec.type, ...(change.action === 'update' && { id: change.id }), ...item })
    integrationItems.push(change)
  }

  try {
    await client.setup.validate(body)
  } catch (error) {
    if (!(error instanceof UnprocessableEntityError)) throw error
    for (const { field, message } of error.errors) {
      const [kind, index, part] = (field ?? '').split('.')
      const position = Number(index)
      if (kind === 'templates' && templateItems[position]) fail(templateItems[position], message)
      else if (kind === 'integrations' && integrationItems[position]) fail(integrationItems[position], message)
      else if (kind === 'groups' && groupItems[position]) {
        const { group, rules, welcome, first } = groupItems[position]
        const change = part === 'autoApproval' ? rules : part === 'welcomeMessage' ? welcome : (group ?? first)
        fail(change ?? first, message)
      } else throw error
    }
  }

  // What a real run would skip: the rest of a group that could not be saved, and integrations limited to it.
  const unsaved = new Map<string, string>()
  for (const { group, rules, welcome } of groupItems) {
    const reason = group && failures.get(group)?.join(' ')
    if (!reason) continue
    unsaved.set(group.key, reason)
    for (const dependent of [rules, welcome]) if (dependent) failures.set(dependent, [groupNotSaved(reason)])
  }
  for (const change of integrationItems) {
    const missing = change.integration!.groups?.find((group) => unsaved.has(group) && !groupIds.has(group))
    if (missing) failures.set(change, [groupNotConnected(missing)])
  }
  return plan.changes.flatMap((change) => {
    const messages = failures.get(change)
    return messages ? [{ change, error: messages.join(' ') }] : []
  })
}

function isCreated(changes: Change[] | undefined): boolean {
  return Boolean(changes?.some((change) => change.resource === 'group' && change.action === 'create'))
}
