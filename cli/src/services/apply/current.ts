import type { Group, JoinFlowClient } from '@joinflow/sdk'
import type { CurrentState } from '../../setup/plan.js'
import { allPages } from '../all_pages.js'
import { CONCURRENCY, mapLimited } from './concurrency.js'

/** The API's largest page, so a few hundred groups take one request. */
const PAGE_SIZE = 500

/**
 * Reads the account's setup through the API. Rules and welcome messages take a request per group,
 * so they are read only for the groups `withSettings` picks.
 */
export async function readCurrentState(client: JoinFlowClient, withSettings: (group: Group) => boolean): Promise<CurrentState> {
  const [templates, groups, email, sms, sheets, webhooks] = await Promise.all([
    allPages(client.templates.iterate({ pageSize: PAGE_SIZE })),
    allPages(client.groups.iterate({ pageSize: PAGE_SIZE })),
    client.integrations.email.list(),
    client.integrations.sms.list(),
    client.integrations.sheets.list(),
    client.integrations.webhooks.list(),
  ])
  const settled = await mapLimited(groups.filter(withSettings), CONCURRENCY * 2, async (group) => {
    const [rules, welcome] = await Promise.all([
      client.groups.autoApproval.get(group.id),
      client.groups.welcomeMessage.get(group.id),
    ])
    return { id: group.id, rules, welcome }
  })
  return {
    templates,
    groups,
    rules: new Map(settled.map(({ id, rules }) => [id, rules])),
    welcome: new Map(settled.map(({ id, welcome }) => [id, welcome])),
    integrations: [...email, ...sms, ...sheets, ...webhooks],
  }
}
