import { APIResource } from '../resource.js'
import type { SubscriptionSummary } from '../types.js'

export class Subscription extends APIResource {
  get(): Promise<SubscriptionSummary> {
    return this.client.get<SubscriptionSummary>('/api/subscription')
  }
}
