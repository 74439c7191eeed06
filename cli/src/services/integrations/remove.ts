import type { JoinFlowClient } from '@joinflow/sdk'
import { CliError, ExitCode } from '../../errors.js'
import { renderInfo, renderResult, renderSuccess, withSpinner } from '../../ui/index.js'
import { deleteIntegration, listIntegrations, type AnyIntegration } from './kinds.js'

export interface RemoveIntegrationOptions {
  id: number
  /** Asks before removing; absent when the caller already confirmed (`--yes`). */
  confirm?: (integration: AnyIntegration) => Promise<boolean>
}

export interface RemoveIntegrationResult {
  id: number
  removed: boolean
}

export async function removeIntegration({ id, confirm }: RemoveIntegrationOptions, client: JoinFlowClient): Promise<RemoveIntegrationResult> {
  const integrations = await withSpinner('Loading integrations', () => listIntegrations(client))
  const integration = integrations.find((each) => each.id === id)
  if (!integration) {
    throw new CliError(`No integration with ID ${id}.`, {
      tryMessage: 'Run `joinflow integrations list` to see the IDs.',
      exitCode: ExitCode.ApiError,
    })
  }
  if (confirm && !(await confirm(integration))) {
    const kept = { id, removed: false }
    renderResult(kept, () => renderInfo({ headline: `Kept "${integration.name}".` }))
    return kept
  }
  await withSpinner('Removing the integration', () => deleteIntegration(client, integration))
  const removed = { id, removed: true }
  renderResult(removed, () => renderSuccess({ headline: `Removed "${integration.name}". New members will no longer be sent there.` }))
  return removed
}
