import type { Command } from 'commander'
import { chosenProfileName, configPath, legacyConfigPath, readConfig } from '../config.js'
import { CliError, ExitCode } from '../errors.js'
import { login } from '../services/login.js'
import { createClient, DEFAULT_URL, selection } from '../connection.js'
import { promptSecret, promptText } from '../ui/index.js'
import { examples, flagOrPrompt } from './shared.js'

interface LoginFlags {
  url?: string
  token?: string
}

export function registerLogin(program: Command): void {
  program
    .command('login')
    .description('Connect the CLI to a JoinFlow server with an API token')
    .option('--url <url>', `address of the JoinFlow server (default: ${DEFAULT_URL})`)
    .option('--token <token>', 'API token from the API tokens page of the web app')
    .addHelpText(
      'after',
      examples(
        'joinflow login',
        'joinflow login --url https://joinflow.example.com --token jf_xxxxxxxx',
        'joinflow login --profile acme --url https://joinflow.example.com --token jf_xxxxxxxx',
        'JOINFLOW_TOKEN=jf_xxxxxxxx joinflow login --json',
      ),
    )
    .action(async (flags: LoginFlags) => {
      const path = configPath()
      const config = await readConfig(path, { legacyPath: process.env.JOINFLOW_CONFIG ? undefined : legacyConfigPath() })
      const profile = chosenProfileName(config, selection.profile)
      const saved = config.profiles[profile] ?? {}
      const url = parseServerUrl(
        await flagOrPrompt({
          flag: '--url',
          value: flags.url ?? process.env.JOINFLOW_URL,
          prompt: () => promptText({ message: 'JoinFlow server URL', defaultValue: saved.url ?? DEFAULT_URL }),
          fallback: saved.url ?? DEFAULT_URL,
          hint: 'Pass --url <url> or set JOINFLOW_URL.',
        }),
      )
      const token = await flagOrPrompt({
        flag: '--token',
        value: flags.token ?? process.env.JOINFLOW_TOKEN,
        prompt: () => promptSecret({ message: 'API token' }),
        hint: 'Pass --token <token> or set JOINFLOW_TOKEN. Create a token on the API tokens page of the web app.',
      })
      await login({ url, token, profile, configPath: path }, await createClient({ url, token }))
    })
}

/** Only http(s) addresses are accepted; the trailing slash is dropped so saved URLs compare equal. */
function parseServerUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw invalidUrl(value)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidUrl(value)
  return url.href.replace(/\/+$/, '')
}

function invalidUrl(value: string): CliError {
  return new CliError(`Invalid --url: ${value}`, {
    tryMessage: 'Give the address the web app opens at, such as http://localhost:3333.',
    exitCode: ExitCode.Usage,
  })
}
