import type { JoinFlowClient, WelcomeMessageSettings } from '@joinflow/sdk'
import { renderResult, withSpinner } from '../../ui/index.js'
import { renderWelcome } from './details.js'

export interface GetWelcomeOptions {
  groupId: number
}

export async function getWelcome({ groupId }: GetWelcomeOptions, client: JoinFlowClient): Promise<WelcomeMessageSettings> {
  const settings = await withSpinner('Loading the welcome message', () => client.groups.welcomeMessage.get(groupId))
  renderResult(settings, renderWelcome)
  return settings
}
