import type { Command } from 'commander'
import { configPath } from '../config.js'
import { logout } from '../services/logout.js'
import { examples } from './shared.js'

export function registerLogout(program: Command): void {
  program
    .command('logout')
    .description('Remove the saved API token from this computer')
    .addHelpText('after', examples('joinflow logout'))
    .action(async () => {
      await logout({ configPath: configPath(), tokenInEnvironment: Boolean(process.env.JOINFLOW_TOKEN) })
    })
}
