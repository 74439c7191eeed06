import type { Command } from 'commander'
import { chosenProfileName, configPath, legacyConfigPath, readConfig } from '../config.js'
import { selection } from '../connection.js'
import { logout } from '../services/logout.js'
import { examples } from './shared.js'

export function registerLogout(program: Command): void {
  program
    .command('logout')
    .description('Remove the saved API token from this computer')
    .addHelpText('after', examples('joinflow logout', 'joinflow logout --profile acme'))
    .action(async () => {
      const path = configPath()
      const config = await readConfig(path, { legacyPath: process.env.JOINFLOW_CONFIG ? undefined : legacyConfigPath() })
      const profile = chosenProfileName(config, selection.profile)
      await logout({ configPath: path, profile, tokenInEnvironment: Boolean(process.env.JOINFLOW_TOKEN) })
    })
}
