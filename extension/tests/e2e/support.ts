import type { Page } from '@playwright/test'
import { createOwnerWithToken } from '../../../e2e/support/api'

/* The real product started by e2e/global-setup.ts, seen as an owner sees it through its API. */

export const apiUrl = () => process.env.E2E_BASE_URL!

let sequence = 0

/** A numeric Facebook group id nobody else in the run uses. */
export function uniqueGroupId() {
  sequence += 1
  return `9${Date.now() % 1_000_000_000}${sequence}`
}

export interface StoredRequest {
  id: number
  facebookUserId: string
  name: string
  status: string
  decidedBy: string | null
  [field: string]: unknown
}

export type Owner = Awaited<ReturnType<typeof ownerWithGroup>>

/**
 * An owner with one connected group, with auto-approval rules when given, and the token the
 * dashboard's Connect extension hands the extension: it may do what the extension does and no more.
 */
export async function ownerWithGroup(rules?: Record<string, unknown>) {
  const { session, email } = await createOwnerWithToken(apiUrl())
  const { token } = (await session.request('POST', '/api/extension/connect')) as { token: string }
  const facebookGroupId = uniqueGroupId()
  const group = (await session.request('POST', '/api/groups', { facebookGroupId })) as { id: number }
  if (rules) await session.request('POST', `/api/groups/${group.id}/auto-approval`, rules)
  return {
    session,
    token,
    email,
    facebookGroupId,
    groupId: group.id,
    /** The group's stored requests, in full, by Facebook user id. */
    async requests(): Promise<Map<string, StoredRequest>> {
      const filter = encodeURIComponent(JSON.stringify({ groupId: group.id }))
      const list = (await session.request('GET', `/api/requests?filter=${filter}&range=${encodeURIComponent('[0,99]')}`)) as StoredRequest[]
      const details = await Promise.all(list.map(({ id }) => session.request('GET', `/api/requests/${id}`)))
      return new Map((details as StoredRequest[]).map((request) => [request.facebookUserId, request]))
    },
    /** The group's stored requests as the list shows them (no answers), all of them, newest first. */
    async list(): Promise<StoredRequest[]> {
      const filter = encodeURIComponent(JSON.stringify({ groupId: group.id }))
      const all: StoredRequest[] = []
      for (let start = 0; ; start += 100) {
        const range = encodeURIComponent(JSON.stringify([start, start + 99]))
        const page = (await session.request('GET', `/api/requests?filter=${filter}&range=${range}`)) as StoredRequest[]
        all.push(...page)
        if (page.length < 100) return all
      }
    },
    /** One stored request in full. */
    async request(id: number): Promise<StoredRequest> {
      return (await session.request('GET', `/api/requests/${id}`)) as StoredRequest
    },
    async pendingActions() {
      return (await session.request('GET', '/api/extension/actions')) as { id: number; type: string }[]
    },
  }
}

export interface FixtureClick {
  user: string
  action: 'approve' | 'decline'
  reason: string | null
  trusted: boolean
}

/** What the fixture page recorded of the clicks on its cards. */
export function clicksOn(page: Page): Promise<FixtureClick[]> {
  return page.evaluate(() => (window as unknown as { fixtureLog: FixtureClick[] }).fixtureLog)
}
