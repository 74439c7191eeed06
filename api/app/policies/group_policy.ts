import type User from '#models/user'
import type Group from '#models/group'
import OwnerPolicy from '#policies/owner_policy'
import { NOT_FOUND } from '#services/infra/owned_records'

export default class GroupPolicy extends OwnerPolicy {
  view(user: User, group: Group) {
    return this.owns(user, group, NOT_FOUND.group)
  }

  update(user: User, group: Group) {
    return this.owns(user, group, NOT_FOUND.group)
  }

  delete(user: User, group: Group) {
    return this.owns(user, group, NOT_FOUND.group)
  }
}
