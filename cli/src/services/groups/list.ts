import type { Group, JoinFlowClient, ListResult } from '@joinflow/sdk'
import { allPages } from '../all_pages.js'
import { formatCount, renderInfo, renderResult, renderTable, withSpinner } from '../../ui/index.js'

export interface ListGroupsOptions {
  /** Part of the name. */
  search?: string
}

/** Every connected group: owners connect as many as they like, so all pages are fetched. */
export async function listGroups({ search }: ListGroupsOptions, client: JoinFlowClient): Promise<ListResult<Group>> {
  const data = await withSpinner('Loading groups', () =>
    allPages(client.groups.iterate({ filter: search ? { q: search } : undefined })),
  )
  const groups = { data, total: data.length }
  renderResult(groups, () => {
    if (data.length === 0) {
      renderInfo({
        headline: search ? `No groups match "${search}".` : 'No Facebook groups connected yet.',
        nextSteps: ['Connect one with `joinflow groups add <url>`.'],
      })
      return
    }
    renderTable(
      [
        { header: 'ID', value: (group) => String(group.id) },
        { header: 'Name', value: (group) => group.name },
        { header: 'Facebook group', value: (group) => group.facebookGroupId },
        { header: 'Members', value: (group) => formatCount(group.memberCount) },
        {
          header: 'Auto-approval',
          value: (group) => (group.autoApprovalEnabled ? `On · ${group.autoApprovalRate}% approved` : 'Off'),
          color: (group) => (group.autoApprovalEnabled ? 'green' : undefined),
        },
        { header: 'Active', value: (group) => (group.isActive ? 'Yes' : 'No') },
        { header: "Today's requests", value: (group) => formatCount(group.todayRequests) },
      ],
      data,
    )
  })
  return groups
}
