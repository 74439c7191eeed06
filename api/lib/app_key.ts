/*
 * APP_KEY signs sessions and encrypts secrets at rest. When it is not set,
 * a key is generated once and kept beside the embedded database under
 * `.data/`, so a local install works with no configuration and keeps
 * decrypting what it stored.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { repositoryRoot } from './embedded_database.js'

export async function ensureAppKey(file = join(repositoryRoot(), '.data', 'app_key')) {
  if (process.env.APP_KEY) return
  if (!existsSync(file)) {
    await mkdir(join(file, '..'), { recursive: true })
    await writeFile(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  process.env.APP_KEY = (await readFile(file, 'utf8')).trim()
}
