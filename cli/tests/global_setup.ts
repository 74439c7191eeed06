import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/** The end-to-end tests run `bin/joinflow.js`, which needs the built CLI and the built SDK it imports. */
export default function buildBeforeTests(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  for (const project of ['../../sdk/tsconfig.build.json', '../tsconfig.build.json']) {
    execFileSync(process.execPath, [tsc, '-p', fileURLToPath(new URL(project, import.meta.url))], { stdio: 'inherit' })
  }
}
