/*
 * `npm start`: builds what changed, then starts the whole product on one
 * port — the API with its job worker and the web app — on the embedded
 * PostgreSQL (kept under .data/) unless DATABASE_URL is set. Ctrl-C stops
 * everything, the embedded database included.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { buildIfStale, root, waitForHealth } from './lib.mjs'

await buildIfStale(['rules', 'sdk', 'admin-ui', 'cli', 'extension', 'api'], { quiet: true })

const port = process.env.PORT ?? '3333'
const url = process.env.APP_URL ?? `http://localhost:${port}`
const server = spawn(process.execPath, ['bin/server.js'], {
  cwd: join(root, 'api', 'build'),
  stdio: 'inherit',
  env: { ...process.env, PORT: port, NODE_ENV: process.env.NODE_ENV ?? 'production' },
})

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('\n› stopping JoinFlow…')
    server.kill('SIGTERM')
  })
}
server.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)))

try {
  await waitForHealth(`http://127.0.0.1:${port}`)
  console.log(
    `\n  JoinFlow is running at ${url}\n  Sign up there: the first account becomes the super admin once its email address is confirmed` +
      `\n  (without SMTP settings the confirmation link is printed below). Ctrl-C stops it.\n`,
  )
} catch (error) {
  console.error(error.message)
}
