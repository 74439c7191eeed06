import { checkProfileName, DEFAULT_PROFILE, readConfig, writeConfig } from '../config.js'
import { CliError, ExitCode } from '../errors.js'
import { renderInfo, renderResult, renderSuccess, renderTable } from '../ui/index.js'

export interface ProfileRow {
  name: string
  current: boolean
  url: string | null
  email: string | null
  loggedIn: boolean
}

/** Every saved login, never with its token. */
export async function listProfiles({ configPath, active }: { configPath: string; active: string }): Promise<ProfileRow[]> {
  const config = await readConfig(configPath)
  const rows = Object.entries(config.profiles)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, profile]) => ({
      name,
      current: name === active,
      url: profile.url ?? null,
      email: profile.email ?? null,
      loggedIn: Boolean(profile.token),
    }))
  renderResult({ current: active, profiles: rows }, () => {
    if (rows.length === 0) {
      renderInfo({ headline: 'No saved profiles yet.', nextSteps: ['Add one with `joinflow login --profile <name>`.'] })
      return
    }
    renderTable(
      [
        { header: '', value: (row) => (row.current ? '*' : '') },
        { header: 'Profile', value: (row) => row.name },
        { header: 'Account', value: (row) => row.email ?? '' },
        { header: 'Server', value: (row) => row.url ?? '' },
        { header: 'Token', value: (row) => (row.loggedIn ? 'saved' : 'logged out') },
      ],
      rows,
    )
  })
  return rows
}

/** Makes `name` the profile used when none is named. */
export async function useProfile({ configPath, name }: { configPath: string; name: string }): Promise<{ current: string }> {
  const config = await readConfig(configPath)
  if (!config.profiles[checkProfileName(name)]) throw noSuchProfile(name)
  config.current = name
  await writeConfig(configPath, config)
  const result = { current: name }
  renderResult(result, () => renderSuccess({ headline: `Now using profile ${name} (${config.profiles[name]?.email ?? config.profiles[name]?.url ?? 'not logged in'}).` }))
  return result
}

/** Forgets a saved login; the token itself stays valid on the server. */
export async function removeProfile({
  configPath,
  name,
  confirm,
}: {
  configPath: string
  name: string
  confirm?: (name: string) => Promise<boolean>
}): Promise<{ profile: string; removed: boolean }> {
  const config = await readConfig(configPath)
  if (!config.profiles[checkProfileName(name)]) throw noSuchProfile(name)
  if (confirm && !(await confirm(name))) {
    const kept = { profile: name, removed: false }
    renderResult(kept, () => renderInfo({ headline: `Kept profile ${name}.` }))
    return kept
  }
  delete config.profiles[name]
  if (config.current === name) config.current = Object.keys(config.profiles).includes(DEFAULT_PROFILE) ? DEFAULT_PROFILE : Object.keys(config.profiles)[0]
  if (config.current === undefined) delete config.current
  await writeConfig(configPath, config)
  const result = { profile: name, removed: true }
  renderResult(result, () =>
    renderSuccess({
      headline: `Removed profile ${name}.`,
      nextSteps: ['Its token stays valid: revoke it with `joinflow tokens revoke` or on the API tokens page if nothing else uses it.'],
    }),
  )
  return result
}

function noSuchProfile(name: string): CliError {
  return new CliError(`No profile named "${name}".`, {
    tryMessage: 'Run `joinflow profiles list` to see the saved ones.',
    exitCode: ExitCode.NotFound,
  })
}
