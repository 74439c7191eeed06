/*
 * Shared helpers for the repository scripts (start, dev, test): running
 * workspace builds only when their sources changed, and child processes
 * that stop together.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const root = resolve(new URL('..', import.meta.url).pathname)

const IGNORED = new Set(['node_modules', 'dist', 'dist-prerender', 'dist-test', 'build', 'test-results', '.data'])

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    if (IGNORED.has(entry)) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** The workspaces a workspace depends on (`@joinflow/rules` → `rules`), in its package.json order. */
export function workspaceDependencies(workspace, base = root) {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(join(base, workspace, 'package.json'), 'utf8'))
  return Object.keys({ ...dependencies, ...devDependencies })
    .filter((name) => name.startsWith('@joinflow/'))
    .map((name) => name.slice('@joinflow/'.length))
}

/** Workspaces whose build copies their workspace dependencies into its output rather than loading them at run time. */
const BUNDLED = new Set(['admin-ui', 'extension'])

/**
 * A workspace needs a build when any source is newer than its output (or the
 * output is missing); for a bundle, the sources of what it bundles count too.
 */
export function isStale(workspace, output = OUTPUTS[workspace] ?? 'dist', base = root) {
  const outputPath = join(base, workspace, output)
  if (!existsSync(outputPath)) return true
  const sources = [workspace, ...(BUNDLED.has(workspace) ? workspaceDependencies(workspace, base) : [])]
  const newest = Math.max(...sources.map((source) => newestMtime(join(base, source))))
  return newest > statSync(outputPath).mtimeMs
}

export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)))
  })
}

/** Output folder of each workspace's build. */
const OUTPUTS = { api: 'build' }

/** The workspaces with what each depends on ahead of it, each once. */
export function buildOrder(workspaces, base = root, ordered = []) {
  for (const workspace of workspaces) {
    if (ordered.includes(workspace)) continue
    buildOrder(workspaceDependencies(workspace, base), base, ordered)
    ordered.push(workspace)
  }
  return ordered
}

/**
 * Runs a command with its output held back, and prints that output only if
 * the command fails: what the build tools say on success (bundle sizes, the
 * framework's own "cd build, npm ci" advice) is not for people running JoinFlow.
 */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      const exit = code ?? (signal ? 1 : 0)
      if (exit !== 0) process.stderr.write(Buffer.concat(output))
      resolvePromise(exit)
    })
  })
}

/**
 * Builds the workspaces whose output is stale, each after the workspaces it
 * depends on. `quiet` shows one line per build and the build's own output
 * only when it fails.
 */
export async function buildIfStale(workspaces, { quiet = false, base = root } = {}) {
  for (const workspace of buildOrder(workspaces, base)) {
    if (!isStale(workspace, OUTPUTS[workspace], base)) continue
    console.log(`› building ${workspace}`)
    const code = await (quiet ? runQuietly : run)('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: base })
    if (code !== 0) throw new Error(`Building ${workspace} failed (exit ${code}).`)
  }
}

export async function waitForHealth(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The API at ${url} did not become healthy within ${timeoutMs / 1000}s.`)
}
