import type { Group, JoinFlowClient } from '@joinflow/sdk'
import { CliError, ExitCode } from '../../errors.js'
import { facebookGroupIdOf } from '../../setup/parse.js'
import { allPages } from '../all_pages.js'

/** The largest JoinFlow id; longer numbers are Facebook's group ids. */
const MAX_JOINFLOW_ID = 2_147_483_647

/**
 * The JoinFlow id of the group a person names. A JoinFlow id is used as it is (the API answers
 * "not found" for one that is not the account's); a Facebook address, slug or Facebook id is
 * looked up among the connected groups.
 */
export async function groupIdOf(client: JoinFlowClient, reference: string): Promise<number> {
  return (await groupIdsOf(client, [reference]))[0]
}

/** The JoinFlow ids of several groups named as groupIdOf reads them, listing the groups at most once. */
export async function groupIdsOf(client: JoinFlowClient, references: string[]): Promise<number[]> {
  let groups: Promise<Group[]> | undefined
  const connected = () => (groups ??= allPages(client.groups.iterate({ pageSize: 500 })))
  const ids: number[] = []
  for (const reference of references) {
    const trimmed = reference.trim()
    if (isJoinFlowId(trimmed)) ids.push(Number(trimmed))
    else ids.push(findGroup(await connected(), trimmed).id)
  }
  return ids
}

const isJoinFlowId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_JOINFLOW_ID

/**
 * The connected group a person names: its JoinFlow id (as `joinflow groups list` shows it), its
 * Facebook address, or its Facebook id or slug (as after facebook.com/groups/). A number is read as
 * the JoinFlow id first, as everywhere else in the CLI.
 */
export async function resolveGroup(client: JoinFlowClient, reference: string): Promise<Group> {
  return findGroup(await allPages(client.groups.iterate({ pageSize: 500 })), reference.trim())
}

function findGroup(groups: Group[], trimmed: string): Group {
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
