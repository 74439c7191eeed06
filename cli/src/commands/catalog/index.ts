import type { Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { showCatalog } from '../../services/catalog/show.js'
import { examples } from '../shared.js'

export function registerCatalog(program: Command): void {
  const catalog = program
    .command('catalog')
    .description('The email and SMS platforms you can connect, with the fields each needs')
    .addHelpText('after', examples('joinflow catalog email --search crm', 'joinflow catalog sms --json'))
  for (const kind of ['email', 'sms'] as const) {
    catalog
      .command(kind)
      .description(`List the ${kind === 'email' ? 'email marketing' : 'SMS'} platforms`)
      .option('--search <text>', 'only platforms whose name, category or description contains this')
      .addHelpText('after', examples(`joinflow catalog ${kind}`, `joinflow catalog ${kind} --search ${kind === 'email' ? 'newsletter' : 'twilio'} --json`))
      .action(async (flags: { search?: string }) => {
        await showCatalog({ kind, search: flags.search }, await signedInClient())
      })
  }
}
