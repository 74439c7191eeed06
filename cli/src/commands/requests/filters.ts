import type { JoinFlowClient, MemberRequestFilter, MemberRequestStatus } from '@joinflow/sdk'
import { Option, type Command } from 'commander'
import { groupIdOf } from '../../services/groups/resolve.js'
import { givenOnly, parseDate, parseGroupRef } from '../shared.js'

export interface FilterFlags {
  /** The group's ID, Facebook address or slug. */
  group?: string
  status?: MemberRequestStatus
  from?: string
  to?: string
  search?: string
}

const STATUSES: MemberRequestStatus[] = ['pending', 'approved', 'declined']

/** The filters `requests list` and `requests export` share, so an export holds what the list showed. */
export function addFilterOptions(command: Command): Command {
  return command
    .option('--group <group>', 'only requests to this group: its ID, Facebook address or slug', parseGroupRef)
    .addOption(new Option('--status <status>', 'only requests with this status').choices(STATUSES))
    .option('--from <date>', 'only requests received on or after this date, such as 2025-03-01', parseDate)
    .option('--to <date>', 'only requests received on or before this date', parseDate)
    .option('--search <text>', 'only requests whose name or email contains this')
}

export async function requestFilter(flags: FilterFlags, client: JoinFlowClient): Promise<MemberRequestFilter> {
  const groupId = flags.group === undefined ? undefined : await groupIdOf(client, flags.group)
  return givenOnly({ groupId, status: flags.status, from: flags.from, to: flags.to, q: flags.search })
}
