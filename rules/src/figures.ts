/*
 * The product's shared ratios, defined once: the API's analytics and group
 * figures and the web app's automation panel all work them out here, so the
 * same data over the same period gives the same figure on every page.
 */

/** `part` as a whole percent of `whole`, halves rounded up; null when `whole` is 0. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null
}

/**
 * Approval rate: the percent of decided requests that were approved, where
 * decided = approved + declined (pending requests do not count either way).
 * Null while nothing is decided.
 */
export function approvalRate(approved: number, declined: number): number | null {
  return percentOf(approved, approved + declined)
}
