import { Command } from 'commander'
import { readFileSync } from 'node:fs'
import { registerAdmin } from './commands/admin/index.js'
import { registerApply } from './commands/apply.js'
import { registerBilling } from './commands/billing/index.js'
import { registerCatalog } from './commands/catalog/index.js'
import { registerCompletion } from './commands/completion.js'
import { registerDeliveries } from './commands/deliveries/index.js'
import { registerExport } from './commands/export.js'
import { registerGroups } from './commands/groups/index.js'
import { registerIntegrations } from './commands/integrations/index.js'
import { registerLogin } from './commands/login.js'
import { registerLogout } from './commands/logout.js'
import { registerPlans } from './commands/plans/index.js'
import { registerPrivacy } from './commands/privacy/index.js'
import { registerRequests } from './commands/requests/index.js'
import { registerRules } from './commands/rules/index.js'
import { examples } from './commands/shared.js'
import { registerTemplates } from './commands/templates/index.js'
import { registerTokens } from './commands/tokens/index.js'
import { registerWelcome } from './commands/welcome/index.js'
import { registerWhoami } from './commands/whoami.js'

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }

export function createProgram(): Command {
  const program = new Command('joinflow')
    .description('Manage JoinFlow from the terminal.')
    .version(version)
    .option('--json', 'print machine-readable JSON instead of messages and tables')
    // Errors are thrown to the one handler in run() instead of printed and exited on by commander.
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .configureHelp({ showGlobalOptions: true })
    .addHelpText(
      'after',
      examples(
        'joinflow login',
        'joinflow groups add https://www.facebook.com/groups/gardeners',
        'joinflow rules set 4 --enabled --require-email',
        'joinflow requests list --status pending --json',
      ),
    )

  registerLogin(program)
  registerWhoami(program)
  registerLogout(program)
  registerTokens(program)
  registerGroups(program)
  registerRules(program)
  registerWelcome(program)
  registerTemplates(program)
  registerRequests(program)
  registerIntegrations(program)
  registerCatalog(program)
  registerDeliveries(program)
  registerPrivacy(program)
  registerPlans(program)
  registerBilling(program)
  registerAdmin(program)
  registerApply(program)
  registerExport(program)
  registerCompletion(program)
  return program
}
