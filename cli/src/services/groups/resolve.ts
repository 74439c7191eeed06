import type { Group, JoinFlowClient } from '@joinflow/sdk'
import { CliError, ExitCode } from '../../errors.js'
import { facebookGroupIdOf } from '../../setup/parse.js'
import { allPages } from '../all_pages.js'

/**
 * The connected group a person names: its JoinFlow id (as `joinflow groups list` shows it), its
 * Facebook address, or its Facebook id or slug (as after facebook.com/groups/). A number is read as
 * the JoinFlow id first, as everywhere else in the CLI.
 */
export async function resolveGroup(client: JoinFlowClient, reference: string): Promise<Group> {
  const groups = await allPages(client.groups.iterate({ pageSize: 500 }))
  const trimmed = reference.trim()
  const byId = /^[1-9]\d*$/.test(trimmed) ? groups.find((group) => group.id === Number(trimmed)) : undefined
  const facebookGroupId = facebookGroupIdOf(trimmed)
  const found = byId ?? groups.find((group) => group.facebookGroupId === facebookGroupId)
  if (!found) {
    throw new CliError(`No connected group is ${trimmed}.`, {
      tryMessage: 'Name a group by its ID, its Facebook address or its slug, as `joinflow groups list` shows them.',
      exitCode: ExitCode.NotFound,
    })
  }
  return found
}
