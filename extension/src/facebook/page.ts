/*
 * Which Facebook pages the extension works on. Facebook is a single-page
 * app, so these are asked again whenever the address changes.
 */

/** The path of a group's pending requests: the current layout, the older one and participant requests. */
const REQUESTS_PATH = /^\/groups\/([^/?#]+)\/(member-requests|requests|participant_requests)(?:\/|$)/

export interface RequestsPage {
  /** The group's numeric id or vanity slug, as the address shows it. */
  facebookGroupId: string
  layout: 'member-requests' | 'requests' | 'participant_requests'
}

export function requestsPage(address: string | URL): RequestsPage | null {
  const url = typeof address === 'string' ? new URL(address) : address
  const match = REQUESTS_PATH.exec(url.pathname)
  if (!match) return null
  return {
    facebookGroupId: decodeURIComponent(match[1]!).toLowerCase(),
    layout: match[2] as RequestsPage['layout'],
  }
}
