/*
 * Every background job the product runs. A job added here gets its queue
 * created on start and a handler in every worker process.
 */
import queue from '#services/infra/queue'
import DeliverMail from '#jobs/deliver_mail'
import ReleaseHeldApprovals from '#jobs/release_held_approvals'
import ReleaseOverdueHeldApprovals from '#jobs/release_overdue_held_approvals'
import DeliverToIntegration from '#jobs/deliver_to_integration'
import EraseExpiredContacts from '#jobs/erase_expired_contacts'
import ReclaimAbandonedDeliveries from '#jobs/reclaim_abandoned_deliveries'
import RunBillingCycleJob from '#jobs/run_billing_cycle'

queue.register(
  DeliverMail,
  ReleaseHeldApprovals,
  ReleaseOverdueHeldApprovals,
  DeliverToIntegration,
  ReclaimAbandonedDeliveries,
  EraseExpiredContacts,
  RunBillingCycleJob
)
