/*
 * `npm run dev`: the API with hot reload (AdonisJS `serve --hmr`) on 3333
 * and the web app on Vite's dev server (5173), which proxies /api to it.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { buildIfStale, root } from './lib.mjs'

await buildIfStale(['rules', 'sdk'])

const children = [
  spawn('node', ['ace', 'serve', '--hmr'], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'admin-ui'], { cwd: root, stdio: 'inherit' }),
]

console.log('\n  API: http://localhost:3333   Web app (hot reload): http://localhost:5173\n')

const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)
