import type { DeliveryQueue } from './delivery-queue'
import type { MessageHandlers } from './router'

/** The popup's view of delivery: what waits and why, and the requests JoinFlow could not store. */
export function createDeliveryHandlers(queue: DeliveryQueue): Pick<MessageHandlers, 'delivery/status' | 'delivery/dismiss'> {
  return {
    'delivery/status': () => queue.status(),
    'delivery/dismiss': ({ id }) => queue.dismiss(id),
  }
}
