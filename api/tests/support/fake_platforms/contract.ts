/*
 * Fakes that check every request against the platform's official
 * description (tests/fixtures/openapi) before answering, the way the
 * platform validates its input: a path, a required header or a body off
 * the description is refused with the platform's own error.
 */
import { describedPath, documentedRevision, requestProblems } from '../openapi.js'
import { type FakeReply, type Route, read } from './server.js'

export interface ContractOptions {
  /** The description file, by its original name (`klaviyo-stable.json`). */
  file: string
  /** The part of the base URL the description keeps in its paths (`/api`, `/v3`). */
  prefix: string
  /** The platform's answer to an invalid request. */
  refuse: (problems: string[]) => FakeReply
  /** A header that must name the description's revision (Klaviyo's `revision`). */
  revisionHeader?: string
}

/** Wraps a fake's route so it answers only requests that fit the described operation. */
export function describedBy({ file, prefix, refuse, revisionHeader }: ContractOptions) {
  return (route: Route): Route => ({
    ...route,
    handle: (request, params, state) => {
      const path = `${prefix}${request.path}`
      const specPath = describedPath(file, route.method, path)
      const problems = specPath
        ? requestProblems({ file, method: route.method, specPath, path, headers: request.headers, body: request.body })
        : [`${route.method} ${path} is not described`]
      const sent = revisionHeader ? read.header(request, revisionHeader) : undefined
      const revision = revisionHeader ? documentedRevision(file) : undefined
      if (sent !== undefined && sent !== revision) problems.unshift(`${revisionHeader} ${sent} is not served; use ${revision}`)
      return problems.length ? refuse(problems) : route.handle(request, params, state)
    },
  })
}
