/*
 * Every background job the product runs. A job added here gets its queue
 * created on start and a handler in every worker process.
 */
import queue from '#services/queue'
import DeliverMail from '#jobs/deliver_mail'
import ReleaseHeldApprovals from '#jobs/release_held_approvals'

queue.register(DeliverMail, ReleaseHeldApprovals)
