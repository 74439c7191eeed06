import type { Command } from 'commander'
import { chosenProfileName, configPath, legacyConfigPath, readConfig } from '../config.js'
import { selection } from '../connection.js'
import { listProfiles, removeProfile, useProfile } from '../services/profiles.js'
import { confirmation, examples } from './shared.js'

async function config() {
  const path = configPath()
  return { path, config: await readConfig(path, { legacyPath: process.env.JOINFLOW_CONFIG ? undefined : legacyConfigPath() }) }
}

export function registerProfiles(program: Command): void {
  const profiles = program
    .command('profiles')
    .description('List, switch between and remove saved logins (one per client account)')
    .addHelpText(
      'after',
      `\nEach profile is a server and a token, saved by \`joinflow login --profile <name>\`. A command
uses --profile, then JOINFLOW_PROFILE, then the current profile; JOINFLOW_URL and JOINFLOW_TOKEN
override what the profile says.\n` + examples('joinflow profiles list', 'joinflow profiles use acme', 'joinflow profiles remove old-client --yes'),
    )

  profiles
    .command('list')
    .description('List the saved profiles; * marks the one in use')
    .addHelpText('after', examples('joinflow profiles list', 'joinflow profiles list --json'))
    .action(async () => {
      const { path, config: saved } = await config()
      await listProfiles({ configPath: path, active: chosenProfileName(saved, selection.profile) })
    })

  profiles
    .command('use')
    .description('Use this profile when none is named')
    .argument('<name>', 'a profile shown by `joinflow profiles list`')
    .addHelpText('after', examples('joinflow profiles use acme'))
    .action(async (name: string) => {
      await useProfile({ configPath: (await config()).path, name })
    })

  profiles
    .command('remove')
    .alias('rm')
    .description('Forget a saved profile and its token; asks first unless --yes is given')
    .argument('<name>', 'a profile shown by `joinflow profiles list`')
    .option('-y, --yes', 'remove without asking (required when not on a terminal)')
    .addHelpText('after', examples('joinflow profiles remove old-client', 'joinflow profiles rm old-client --yes --json'))
    .action(async (name: string, flags: { yes?: boolean }) => {
      const confirm = confirmation(flags.yes, (profile: string) => `Forget profile ${profile} and its saved token?`, 'Scripts confirm removing a profile with --yes.')
      await removeProfile({ configPath: (await config()).path, name, confirm })
    })
}
