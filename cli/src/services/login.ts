import type { JoinFlowClient, User } from '@joinflow/sdk'
import { readConfig, writeConfig } from '../config.js'
import { renderResult, renderSuccess, withSpinner } from '../ui/index.js'

export interface LoginOptions {
  url: string
  token: string
  /** The saved login to create or replace. */
  profile: string
  configPath: string
}

export interface LoginResult {
  profile: string
  url: string
  user: User
}

/**
 * Saves the server and token under the profile only once the API has accepted the token, and
 * makes it the current profile. Other profiles are kept as they are.
 */
export async function login(options: LoginOptions, client: JoinFlowClient): Promise<LoginResult> {
  const user = await withSpinner(`Checking the token with ${options.url}`, () => client.auth.user())
  const config = await readConfig(options.configPath)
  config.profiles[options.profile] = { url: options.url, token: options.token, email: user.email }
  config.current = options.profile
  await writeConfig(options.configPath, config)

  const result = { profile: options.profile, url: options.url, user }
  renderResult(result, () =>
    renderSuccess({
      headline: `Logged in to ${options.url} as ${user.email} (profile ${options.profile}).`,
      body: [`Saved to ${options.configPath}.`],
      nextSteps: ['Run `joinflow whoami` to see your account.', 'Run `joinflow profiles list` to see every saved login.'],
    }),
  )
  return result
}
