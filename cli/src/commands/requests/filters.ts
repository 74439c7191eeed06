import type { MemberRequestFilter, MemberRequestStatus } from '@joinflow/sdk'
import { Option, type Command } from 'commander'
import { givenOnly, parseDate, parseId } from '../shared.js'

export interface FilterFlags {
  group?: number
  status?: MemberRequestStatus
  from?: string
  to?: string
  search?: string
}

const STATUSES: MemberRequestStatus[] = ['pending', 'approved', 'declined']

/** The filters `requests list` and `requests export` share, so an export holds what the list showed. */
export function addFilterOptions(command: Command): Command {
  return command
    .option('--group <id>', 'only requests to this group', parseId)
    .addOption(new Option('--status <status>', 'only requests with this status').choices(STATUSES))
    .option('--from <date>', 'only requests received on or after this date, such as 2025-03-01', parseDate)
    .option('--to <date>', 'only requests received on or before this date', parseDate)
    .option('--search <text>', 'only requests whose name or email contains this')
}

export function requestFilter(flags: FilterFlags): MemberRequestFilter {
  return givenOnly({ groupId: flags.group, status: flags.status, from: flags.from, to: flags.to, q: flags.search })
}
