import { execFile, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const binary = fileURLToPath(new URL('../../bin/joinflow.js', import.meta.url))

export interface Run {
  code: number
  stdout: string
  stderr: string
}

/** The test runner's environment without any JoinFlow settings of the person running it. */
function environment(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('JOINFLOW_'))
  return { ...Object.fromEntries(inherited), NO_COLOR: '1', ...overrides }
}

/** Runs the built binary the way a script would: no terminal, so it must never prompt. */
export function joinflow(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [binary, ...args],
      { env: environment(env), timeout: 15_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
    child.stdin?.end()
  })
}

/**
 * Runs the binary on a pseudo-terminal (util-linux `script`), typing each answer once its
 * question appears, as a person at a terminal would.
 */
export function joinflowOnTerminal(
  args: string[],
  env: NodeJS.ProcessEnv,
  answers: [question: string, answer: string][],
): Promise<{ code: number; screen: string }> {
  const command = ['stty cols 100 rows 30;', 'exec', process.execPath, binary, ...args].join(' ')
  const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], {
    env: environment(env),
    timeout: 15_000,
  })
  let screen = ''
  const pending = [...answers]
  child.stdout.on('data', (chunk: Buffer) => {
    screen += chunk.toString('utf8')
    const next = pending[0]
    if (next && screen.includes(next[0])) {
      pending.shift()
      child.stdin.write(`${next[1]}\r`)
    }
  })
  return new Promise((resolve) => {
    child.on('close', (code) => {
      child.stdin.end()
      resolve({ code: code ?? 1, screen })
    })
  })
}
