import { Command } from 'commander'
import { readFileSync } from 'node:fs'
import { examples } from './commands/shared.js'
import { checkProfileName } from './config.js'
import { selection } from './connection.js'

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }

type Register = (program: Command) => void

interface CommandEntry {
  /** Shown in `joinflow --help`; the command's own module says the same (a test keeps them equal). */
  description: string
  /** Imported only when the command runs, so `--version`, `--help` and every other command start fast. */
  load: () => Promise<Register>
}

/** Every top-level command, in the order `--help` lists them. */
export const COMMANDS: Record<string, CommandEntry> = {
  login: {
    description: 'Connect the CLI to a JoinFlow server with an API token',
    load: async () => (await import('./commands/login.js')).registerLogin,
  },
  whoami: {
    description: 'Show the account, profile and server the CLI acts on',
    load: async () => (await import('./commands/whoami.js')).registerWhoami,
  },
  logout: {
    description: 'Remove the saved API token from this computer',
    load: async () => (await import('./commands/logout.js')).registerLogout,
  },
  profiles: {
    description: 'List, switch between and remove saved logins (one per client account)',
    load: async () => (await import('./commands/profiles.js')).registerProfiles,
  },
  tokens: {
    description: 'Manage personal API tokens for the CLI and the browser extension',
    load: async () => (await import('./commands/tokens/index.js')).registerTokens,
  },
  groups: {
    description: 'Connect and disconnect Facebook groups',
    load: async () => (await import('./commands/groups/index.js')).registerGroups,
  },
  rules: {
    description: "Read, change and try a group's auto-approval rules",
    load: async () => (await import('./commands/rules/index.js')).registerRules,
  },
  welcome: {
    description: "Read and change a group's welcome message",
    load: async () => (await import('./commands/welcome/index.js')).registerWelcome,
  },
  templates: {
    description: 'Manage message templates for welcome messages',
    load: async () => (await import('./commands/templates/index.js')).registerTemplates,
  },
  requests: {
    description: 'List, approve, decline and export member requests',
    load: async () => (await import('./commands/requests/index.js')).registerRequests,
  },
  integrations: {
    description: 'Send new members to email and SMS platforms, Google Sheets and webhooks',
    load: async () => (await import('./commands/integrations/index.js')).registerIntegrations,
  },
  catalog: {
    description: 'The email and SMS platforms you can connect, with the fields each needs',
    load: async () => (await import('./commands/catalog/index.js')).registerCatalog,
  },
  deliveries: {
    description: 'See every member sent to your integrations, and send failed ones again',
    load: async () => (await import('./commands/deliveries/index.js')).registerDeliveries,
  },
  privacy: {
    description: "How long JoinFlow keeps members' contact details, and erasing a person's data",
    load: async () => (await import('./commands/privacy/index.js')).registerPrivacy,
  },
  plans: {
    description: 'The subscription plans on the order page',
    load: async () => (await import('./commands/plans/index.js')).registerPlans,
  },
  billing: {
    description: 'Your plan: its price and dates, receipts, and changing, canceling or resuming it',
    load: async () => (await import('./commands/billing/index.js')).registerBilling,
  },
  admin: {
    description: 'Super admin tools (super admins only)',
    load: async () => (await import('./commands/admin/index.js')).registerAdmin,
  },
  apply: {
    description: 'Make the account match a setup file of groups, rules, welcome messages, templates and integrations',
    load: async () => (await import('./commands/apply.js')).registerApply,
  },
  export: {
    description: 'Write the account’s setup as a file for `joinflow apply`, with secrets as ${...} placeholders',
    load: async () => (await import('./commands/export.js')).registerExport,
  },
  completion: {
    description: 'Print the shell completion script for bash or zsh',
    load: async () => (await import('./commands/completion.js')).registerCompletion,
  },
}

/** Commands that change something on the server: they say first whom they act on. */
const WRITING = new Set([
  'add', 'rm', 'set', 'edit', 'approve', 'decline', 'revoke', 'retry', 'erase', 'cancel', 'resume', 'change',
  'role', 'activate', 'deactivate', 'apply',
])

/** Global options that take a value, so the word after them is not mistaken for a command. */
const GLOBAL_OPTIONS_WITH_VALUE = new Set(['--profile'])

/**
 * The command line's command: the first word that is neither an option nor an option's value.
 * `joinflow help groups` asks for the groups command too.
 */
export function commandNamed(args: string[]): string | undefined {
  const words: string[] = []
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--') break
    if (GLOBAL_OPTIONS_WITH_VALUE.has(arg)) index++
    else if (!arg.startsWith('-')) words.push(arg)
    if (words.length === 2) break
  }
  return words[0] === 'help' ? words[1] : words[0]
}

/**
 * The program for `args`: the command they name is loaded in full, every other one is listed by
 * name and description only. Without `args` every command is loaded (completion, tests).
 */
export async function createProgram(args?: string[]): Promise<Command> {
  const program = new Command('joinflow')
    .description('Manage JoinFlow from the terminal.')
    .version(version)
    .option('--json', 'print machine-readable JSON instead of messages and tables')
    .option('--profile <name>', 'the saved login to use (default: JOINFLOW_PROFILE, then the current profile)')
    // Errors are thrown to the one handler in run() instead of printed and exited on by commander.
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .configureHelp({ showGlobalOptions: true })
    .addHelpText(
      'after',
      examples(
        'joinflow login',
        'joinflow login --profile acme --url https://joinflow.example.com',
        'joinflow groups add https://www.facebook.com/groups/gardeners',
        'joinflow rules set 4 --enabled --require-email',
        'joinflow requests list --status pending --json',
      ),
    )

  program.hook('preAction', (_program, action) => {
    const { profile } = program.opts<{ profile?: string }>()
    selection.profile = profile === undefined ? undefined : checkProfileName(profile)
    selection.announce = WRITING.has(action.name())
  })

  const wanted = args === undefined ? undefined : commandNamed(args)
  const loadAll = args === undefined || wanted === 'completion'
  for (const [name, entry] of Object.entries(COMMANDS)) {
    if (loadAll || name === wanted) (await entry.load())(program)
    else program.command(name).description(entry.description)
  }
  return program
}
