import type { JoinFlowClient, User } from '@joinflow/sdk'
import { writeConfig } from '../config.js'
import { renderResult, renderSuccess, withSpinner } from '../ui/index.js'

export interface LoginOptions {
  url: string
  token: string
  configPath: string
}

export interface LoginResult {
  url: string
  user: User
}

/** Saves the server and token only once the API has accepted the token. */
export async function login(options: LoginOptions, client: JoinFlowClient): Promise<LoginResult> {
  const user = await withSpinner(`Checking the token with ${options.url}`, () => client.auth.user())
  await writeConfig(options.configPath, { url: options.url, token: options.token })

  const result = { url: options.url, user }
  renderResult(result, () =>
    renderSuccess({
      headline: `Logged in to ${options.url} as ${user.email}.`,
      body: [`Saved to ${options.configPath}.`],
      nextSteps: ['Run `joinflow whoami` to see your account.'],
    }),
  )
  return result
}
