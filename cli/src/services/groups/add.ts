import type { Group, JoinFlowClient } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface AddGroupOptions {
  /** The group's address, such as https://www.facebook.com/groups/gardeners. */
  url: string
  name?: string
  description?: string
}

/** The API parses the URL, so its messages for a missing or invalid one are the web app's. */
export async function addGroup({ url, name, description }: AddGroupOptions, client: JoinFlowClient): Promise<Group> {
  const group = await withSpinner('Connecting the group', () => client.groups.create({ url, name, description }))
  renderResult(group, () =>
    renderSuccess({
      headline: 'Group Added',
      body: ['Facebook group has been connected successfully.', `${group.name} (ID ${group.id})`],
      nextSteps: [
        `Set its auto-approval rules with \`joinflow rules set ${group.id} --enabled\`.`,
        `Set its welcome message with \`joinflow welcome set ${group.id} --enabled --message "Welcome, {name}!"\`.`,
      ],
    }),
  )
  return group
}
