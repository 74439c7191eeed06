/*
 * Facebook group addresses: reading the URL an owner pastes into the Add
 * Group dialog (the shared rule in @joinflow/rules, which the web app and
 * the CLI apply too), and guarding which hosts the group-picture refresh may
 * fetch.
 */
export {
  GROUP_ID_MESSAGE,
  GROUP_URL_MESSAGES,
  parseFacebookGroupId,
  parseFacebookGroupUrl,
  type GroupAddress,
  type GroupUrlFailure,
  type ParsedGroupUrl,
} from '@joinflow/rules/facebook'

/** Hosts that serve Facebook group pages, and the only ones we ever fetch. */
const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com'])

/**
 * Whether a URL may be fetched by the group-picture refresh: https only
 * (Facebook serves nothing a downgrade would need), one of the Facebook
 * hosts above, no user info, no explicit port. Look-alikes such as
 * facebook.com.evil.test, IP literals, trailing-dot hosts and other
 * Facebook subdomains are refused; callers check every redirect hop too.
 */
export function isFacebookHost(url: string | URL): boolean {
  let parsed: URL
  try {
    parsed = typeof url === 'string' ? new URL(url) : url
  } catch {
    return false
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    FACEBOOK_HOSTS.has(parsed.hostname)
  )
}
