/*
 * Runs the built `joinflow` CLI as a person would, against the product under
 * test, with a config file of the test's own so nothing touches the real
 * home folder.
 */
import { execFile, execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { repositoryRoot } from '../../api/lib/embedded_database.js'

const root = repositoryRoot()
const bin = join(root, 'cli', 'bin', 'joinflow.js')

export interface CliResult {
  exitCode: number
  stdout: string
  stderr: string
}

/** `npm test` builds the CLI first; running Playwright alone on a fresh clone needs it too. */
function ensureCliBuilt() {
  if (existsSync(join(root, 'cli', 'dist', 'index.js'))) return
  for (const workspace of ['rules', 'sdk', 'cli']) {
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' })
  }
}

/** The CLI reading and writing its config at `configPath` (the CLI creates the file on login). */
export function cliWithConfig(configPath: string) {
  ensureCliBuilt()
  return {
    /** `env` adds variables, such as the secrets a setup file names. */
    run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
      return new Promise((resolve) => {
        execFile(
          process.execPath,
          [bin, ...args],
          // The token under test comes from the config file alone, never from the environment.
          { env: { ...process.env, ...env, JOINFLOW_CONFIG: configPath, JOINFLOW_TOKEN: '', JOINFLOW_URL: '', NO_COLOR: '1' } },
          (error, stdout, stderr) => {
            const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0
            resolve({ exitCode, stdout, stderr })
          },
        )
      })
    },
  }
}
