import type User from '#models/user'
import type Integration from '#models/integration'
import OwnerPolicy from '#policies/owner_policy'
import { INTEGRATION_NOT_FOUND } from '#services/integrations/integration_views'

export default class IntegrationPolicy extends OwnerPolicy {
  view(user: User, integration: Integration) {
    return this.owns(user, integration, INTEGRATION_NOT_FOUND)
  }

  update(user: User, integration: Integration) {
    return this.owns(user, integration, INTEGRATION_NOT_FOUND)
  }

  delete(user: User, integration: Integration) {
    return this.owns(user, integration, INTEGRATION_NOT_FOUND)
  }
}
