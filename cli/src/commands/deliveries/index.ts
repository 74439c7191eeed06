import { InvalidArgumentError, type Command } from 'commander'
import { DELIVERY_STATUSES, type DeliveryStatus } from '@joinflow/sdk'
import { signedInClient } from '../../connection.js'
import { CliError, ExitCode } from '../../errors.js'
import { listDeliveries } from '../../services/deliveries/list.js'
import { retryDeliveries, type RetryDeliveriesOptions } from '../../services/deliveries/retry.js'
import { examples, parseId, parseLimit } from '../shared.js'

function parseStatus(value: string): DeliveryStatus {
  if (!(DELIVERY_STATUSES as readonly string[]).includes(value)) throw new InvalidArgumentError(`Expected one of ${DELIVERY_STATUSES.join(', ')}.`)
  return value as DeliveryStatus
}

/** One delivery by its ID, or every failed one of an integration; anything else is a usage error. */
export function retryTarget(id: number | undefined, flags: { failed?: boolean; integration?: number }): RetryDeliveriesOptions {
  if (id !== undefined) return { deliveryId: id }
  if (flags.failed && flags.integration !== undefined) return { failedOfIntegration: flags.integration }
  throw new CliError(flags.failed ? 'Missing --integration.' : 'Missing the delivery ID.', {
    tryMessage: 'Give a delivery ID, or --failed with --integration <id> to send all its failed deliveries again.',
    exitCode: ExitCode.Usage,
  })
}

interface ListFlags {
  status?: DeliveryStatus
  failed?: boolean
  integration?: number
  request?: number
  limit: number
}

export function registerDeliveries(program: Command): void {
  const deliveries = program
    .command('deliveries')
    .description('See every member sent to your integrations, and send failed ones again')
    .addHelpText('after', examples('joinflow deliveries list --failed', 'joinflow deliveries retry 70', 'joinflow deliveries retry --failed --integration 5'))

  deliveries
    .command('list')
    .description('List deliveries, newest first')
    .option('--status <status>', `only ${DELIVERY_STATUSES.join(', ')}`, parseStatus)
    .option('--failed', 'only failed deliveries (same as --status failed)')
    .option('--integration <id>', 'only this integration', parseId)
    .option('--request <id>', 'only this member request', parseId)
    .option('--limit <n>', 'at most this many', parseLimit, 50)
    .addHelpText('after', examples('joinflow deliveries list', 'joinflow deliveries list --failed --integration 5 --json'))
    .action(async (flags: ListFlags) => {
      const status = flags.failed ? 'failed' : flags.status
      await listDeliveries({ status, integrationId: flags.integration, requestId: flags.request, limit: flags.limit }, await signedInClient())
    })

  deliveries
    .command('retry')
    .description('Send one delivery again, or every failed delivery of an integration')
    .argument('[id]', 'the delivery ID shown by `joinflow deliveries list`', parseId)
    .option('--failed', 'every failed delivery of the --integration')
    .option('--integration <id>', 'the integration whose failed deliveries to send again', parseId)
    .addHelpText('after', examples('joinflow deliveries retry 70', 'joinflow deliveries retry --failed --integration 5'))
    .action(async (id: number | undefined, flags: { failed?: boolean; integration?: number }) => {
      await retryDeliveries(retryTarget(id, flags), await signedInClient())
    })
}
