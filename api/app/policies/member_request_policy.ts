import type User from '#models/user'
import type MemberRequest from '#models/member_request'
import OwnerPolicy from '#policies/owner_policy'
import { REQUEST_NOT_FOUND } from '#services/requests/member_request_queries'

export default class MemberRequestPolicy extends OwnerPolicy {
  view(user: User, request: MemberRequest) {
    return this.owns(user, request, REQUEST_NOT_FOUND)
  }

  decide(user: User, request: MemberRequest) {
    return this.owns(user, request, REQUEST_NOT_FOUND)
  }
}
