import type { Command } from 'commander'
import type { BillingSummary, PlanChange } from '@joinflow/sdk'
import { signedInClient } from '../../connection.js'
import { cancelPlan, changePlan, resumePlan } from '../../services/billing/manage.js'
import { listReceipts } from '../../services/billing/receipts.js'
import { showBilling } from '../../services/billing/show.js'
import { confirmation, examples } from '../shared.js'

export function registerBilling(program: Command): void {
  const billing = program
    .command('billing')
    .description('Your plan: its price and dates, receipts, and changing, canceling or resuming it')
    .addHelpText('after', examples('joinflow billing show', 'joinflow billing receipts --json', 'joinflow billing change pro --annual', 'joinflow billing cancel --yes'))

  billing
    .command('show', { isDefault: true })
    .description('Show the plan, its price, status, next renewal or end, and the card')
    .addHelpText('after', examples('joinflow billing show', 'joinflow billing show --json'))
    .action(async () => {
      await showBilling(await signedInClient())
    })

  billing
    .command('receipts')
    .description('List every charge, newest first')
    .addHelpText('after', examples('joinflow billing receipts', 'joinflow billing receipts --json'))
    .action(async () => {
      await listReceipts(await signedInClient())
    })

  billing
    .command('change')
    .description('Upgrade now (the saved card pays the difference) or downgrade at the period end; shows the cost and asks first unless --yes is given')
    .argument('<plan>', 'the plan type, as `joinflow plans list` shows it')
    .option('--annual', 'billed yearly')
    .option('-y, --yes', 'change without asking (required when not on a terminal)')
    .addHelpText('after', examples('joinflow billing change pro', 'joinflow billing change pro --annual --yes --json'))
    .action(async (planType: string, flags: { annual?: boolean; yes?: boolean }) => {
      const confirm = confirmation(
        flags.yes,
        (change: PlanChange) => `${change.message} Change now?`,
        'A plan change may charge your card, so scripts confirm it with --yes.',
      )
      await changePlan({ planType, billing: flags.annual ? 'annual' : 'monthly', confirm }, await signedInClient())
    })

  billing
    .command('cancel')
    .description('Cancel at the end of the period paid for; asks first unless --yes is given')
    .option('-y, --yes', 'cancel without asking (required when not on a terminal)')
    .addHelpText('after', examples('joinflow billing cancel', 'joinflow billing cancel --yes --json'))
    .action(async (flags: { yes?: boolean }) => {
      const confirm = confirmation(
        flags.yes,
        (current: BillingSummary) => `Cancel your ${current.planTitle} plan at the end of the period paid for?`,
        'Canceling stops the renewals, so scripts confirm it with --yes.',
      )
      await cancelPlan({ confirm }, await signedInClient())
    })

  billing
    .command('resume')
    .description('Take back a cancellation before the period ends')
    .addHelpText('after', examples('joinflow billing resume', 'joinflow billing resume --json'))
    .action(async () => {
      await resumePlan(await signedInClient())
    })
}
