import { eraseExpiredContacts } from '#services/deliveries/privacy'

/** Daily: erases member contact data older than each owner's retention period. */
export default class EraseExpiredContacts {
  static jobName = 'privacy.erase-expired-contacts'
  static queueOptions = { policy: 'singleton' as const, retryLimit: 3, retryDelay: 300 }
  /** Every day at 03:15 UTC. */
  static cron = '15 3 * * *'

  async handle() {
    await eraseExpiredContacts()
  }
}
