import { readConfig, writeConfig } from '../config.js'
import { renderInfo, renderResult, renderSuccess } from '../ui/index.js'

export interface LogoutOptions {
  configPath: string
  /** `JOINFLOW_TOKEN` keeps signing requests in after the saved token is gone. */
  tokenInEnvironment: boolean
}

export interface LogoutResult {
  loggedOut: boolean
}

/** Forgets the saved token but keeps the server address for the next `joinflow login`. */
export async function logout({ configPath, tokenInEnvironment }: LogoutOptions): Promise<LogoutResult> {
  const { token, ...rest } = await readConfig(configPath)
  if (token) await writeConfig(configPath, rest)

  const environmentStep = tokenInEnvironment ? ['Unset JOINFLOW_TOKEN too: commands still use the token it holds.'] : []
  const result = { loggedOut: Boolean(token) }
  renderResult(result, () =>
    token
      ? renderSuccess({
          headline: 'Logged out.',
          body: [`Removed the token from ${configPath}.`],
          nextSteps: [
            'The token itself stays valid. Revoke it on the API tokens page of the web app if nothing else uses it.',
            ...environmentStep,
          ],
        })
      : renderInfo({ headline: "You're not logged in.", nextSteps: environmentStep }),
  )
  return result
}
