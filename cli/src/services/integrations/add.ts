import type { AnyIntegration, IntegrationKind } from './kinds.js'
import type { CreatedWebhook, DeliveryTrigger, JoinFlowClient } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface AddIntegrationOptions {
  type: IntegrationKind
  /** Email and SMS: the catalogue id, such as `mailchimp` or `twilio`. */
  platform?: string
  name?: string
  /** Email and SMS: the main secret, from a flag, the environment or a hidden prompt. Never printed. */
  apiKey?: string
  /** Email: the list or audience; SMS: the contact list or group new members join. */
  listId?: string
  /** Further fields the catalogue names, such as `accountUrl`. */
  credentials?: Record<string, string>
  groupIds?: number[] | null
  trigger?: DeliveryTrigger
  sendWelcomeSms?: boolean
  spreadsheetId?: string
  sheetName?: string
  description?: string
  url?: string
}

export type AddedIntegration = AnyIntegration | CreatedWebhook

/** Email and SMS keys are tested first and saved only when the platform accepts them, as in the web app. */
export async function addIntegration(options: AddIntegrationOptions, client: JoinFlowClient): Promise<AddedIntegration> {
  const added = await create(options, client)
  renderResult(added, () => {
    if ('secret' in added) {
      renderSuccess({
        headline: 'Integration Added',
        body: [`Webhook "${added.name}" (ID ${added.id}) sends new members to ${added.url}.`, `Signing secret: ${added.secret}`],
        nextSteps: ['Copy the secret now: it is shown only this once.', 'Rotate it from the web app if it is ever exposed.'],
      })
      return
    }
    renderSuccess({
      headline: 'Integration Added',
      body: [successLine(options.type), `${added.name} (ID ${added.id})`],
      nextSteps: ['Watch its deliveries with `joinflow deliveries list --integration ' + added.id + '`.'],
    })
  })
  return added
}

function successLine(type: IntegrationKind): string {
  if (type === 'email') return 'Email marketing platform has been connected successfully.'
  if (type === 'sms') return 'SMS platform has been connected successfully.'
  return 'New members will be added to this sheet.'
}

async function create(options: AddIntegrationOptions, client: JoinFlowClient): Promise<AddedIntegration> {
  const { type, platform = '', apiKey = '', credentials, groupIds, name } = options
  switch (type) {
    case 'email': {
      const listId = options.listId || null
      await withSpinner('Testing the connection', () => client.integrations.email.test({ platform, apiKey, listId, credentials }))
      return withSpinner('Adding the integration', () =>
        client.integrations.email.create({ platform, name, apiKey, listId, isActive: true, credentials, groupIds, trigger: options.trigger }),
      )
    }
    case 'sms': {
      const listId = options.listId || undefined
      await withSpinner('Testing the connection', () => client.integrations.sms.test({ platform, apiKey, listId, credentials }))
      return withSpinner('Adding the integration', () =>
        client.integrations.sms.create({
          platform,
          name,
          apiKey,
          listId,
          isActive: true,
          credentials,
          groupIds,
          sendWelcomeSms: options.sendWelcomeSms,
        }),
      )
    }
    case 'sheets':
      return withSpinner('Connecting the sheet', () =>
        client.integrations.sheets.create({
          name: name ?? '',
          spreadsheetId: options.spreadsheetId ?? '',
          sheetName: options.sheetName,
          description: options.description,
          isActive: true,
          groupIds,
        }),
      )
    case 'webhook':
      return withSpinner('Adding the webhook', () =>
        client.integrations.webhooks.create({ name: name ?? '', url: options.url ?? '', groupIds, trigger: options.trigger }),
      )
  }
}
