import { readConfig, writeConfig } from '../config.js'
import { renderInfo, renderResult, renderSuccess } from '../ui/index.js'

export interface LogoutOptions {
  configPath: string
  /** The profile to sign out of. */
  profile: string
  /** `JOINFLOW_TOKEN` keeps signing requests in after the saved token is gone. */
  tokenInEnvironment: boolean
}

export interface LogoutResult {
  profile: string
  loggedOut: boolean
}

/** Forgets the profile's token but keeps its server address for the next `joinflow login`. */
export async function logout({ configPath, profile, tokenInEnvironment }: LogoutOptions): Promise<LogoutResult> {
  const loggedOut = await forgetToken(configPath, profile)

  const environmentStep = tokenInEnvironment ? ['Unset JOINFLOW_TOKEN too: commands still use the token it holds.'] : []
  const result = { profile, loggedOut }
  renderResult(result, () =>
    loggedOut
      ? renderSuccess({
          headline: `Logged out of profile ${profile}.`,
          body: [`Removed the token from ${configPath}.`],
          nextSteps: [
            'The token itself stays valid. Revoke it on the API tokens page of the web app if nothing else uses it.',
            ...environmentStep,
          ],
        })
      : renderInfo({ headline: `You're not logged in (profile ${profile}).`, nextSteps: environmentStep }),
  )
  return result
}

/** Removes the profile's saved token; says whether there was one. */
export async function forgetToken(configPath: string, profile: string): Promise<boolean> {
  const config = await readConfig(configPath)
  const saved = config.profiles[profile]
  if (!saved?.token) return false
  const { token: _token, ...rest } = saved
  config.profiles[profile] = rest
  await writeConfig(configPath, config)
  return true
}
