import { Command } from 'commander'
import { readFileSync } from 'node:fs'
import { registerLogin } from './commands/login.js'
import { registerLogout } from './commands/logout.js'
import { examples } from './commands/shared.js'
import { registerTokens } from './commands/tokens/index.js'
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
    .addHelpText('after', examples('joinflow login', 'joinflow whoami', 'joinflow tokens list --json'))

  registerLogin(program)
  registerWhoami(program)
  registerLogout(program)
  registerTokens(program)
  return program
}
