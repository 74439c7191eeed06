import RunBillingCycle from '#actions/billing/run_billing_cycle'

/** Every five minutes: trial reminders, plans ending at their period end, renewals and their retries. */
export default class RunBillingCycleJob {
  static jobName = 'billing.run-cycle'
  static queueOptions = { policy: 'singleton' as const, retryLimit: 3, retryDelay: 60 }
  static cron = '*/5 * * * *'

  async handle() {
    await new RunBillingCycle().handle()
  }
}
