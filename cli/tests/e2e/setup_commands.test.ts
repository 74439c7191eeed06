import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { joinflow } from '../support/binary.js'
import { useTempDir } from '../support/temp_dir.js'

describe('joinflow completion, apply and export from a script', () => {
  const tempDir = useTempDir()

  it('prints a bash completion script that completes every command, the new ones included', async () => {
    const result = await joinflow(['completion', 'bash'], {})
    expect(result.code).toBe(0)
    const offered = execFileSync(
      'bash',
      ['-c', `${result.stdout}\nCOMP_WORDS=(joinflow '') COMP_CWORD=1 _joinflow_completion; printf '%s\\n' "\${COMPREPLY[@]}"`],
      { encoding: 'utf8' },
    ).split('\n')
    expect(offered).toEqual(expect.arrayContaining(['groups', 'rules', 'apply', 'export', 'completion', '--json']))
  })

  it('prints a zsh completion script', async () => {
    const result = await joinflow(['completion', 'zsh'], {})
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^#compdef joinflow\n/)
    expect(result.stdout).toContain("'apply:Make the account match a setup file")
  })

  it('refuses a shell it cannot complete for', async () => {
    const result = await joinflow(['completion', 'fish'], {})
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("Command-argument value 'fish' is invalid for argument 'shell'. Allowed choices are bash, zsh.")
  })

  it('names the missing flag instead of asking, without a terminal', async () => {
    const env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json'), JOINFLOW_TOKEN: 'jf_x', JOINFLOW_URL: 'http://127.0.0.1:9' }
    const apply = await joinflow(['apply'], env)
    expect(apply.code).toBe(2)
    expect(apply.stderr).toContain('Missing --file.')
    const exported = await joinflow(['export', '--json'], env)
    expect(exported.code).toBe(2)
    expect(JSON.parse(exported.stderr)).toMatchObject({ error: { message: 'Missing --output.', exitCode: 2 } })
  })

  it('shows examples in the help of apply, export and completion', async () => {
    for (const command of ['apply', 'export', 'completion']) {
      const help = await joinflow([command, '--help'], {})
      expect(help.code).toBe(0)
      expect(help.stdout).toContain(`Examples:\n  $ ${command === 'completion' ? 'source <(joinflow completion bash)' : `joinflow ${command}`}`)
    }
  })
})
