import type { Group, JoinFlowClient } from '@joinflow/sdk'
import { renderInfo, renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface RemoveGroupOptions {
  id: number
  /** Asks before disconnecting; absent when the caller already confirmed (`--yes`). */
  confirm?: (group: Group) => Promise<boolean>
}

export interface RemoveGroupResult {
  id: number
  removed: boolean
}

export async function removeGroup({ id, confirm }: RemoveGroupOptions, client: JoinFlowClient): Promise<RemoveGroupResult> {
  if (confirm) {
    const group = await withSpinner('Loading the group', () => client.groups.get(id))
    if (!(await confirm(group))) {
      const kept = { id, removed: false }
      renderResult(kept, () => renderInfo({ headline: `Kept "${group.name}" connected.` }))
      return kept
    }
  }
  await withSpinner('Disconnecting the group', () => client.groups.delete(id))
  const removed = { id, removed: true }
  renderResult(removed, () => renderSuccess({ headline: 'Facebook group disconnected successfully.' }))
  return removed
}
