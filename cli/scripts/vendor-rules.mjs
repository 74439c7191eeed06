/*
 * `npm pack` runs this after the build: the shared rules the CLI imports (`@joinflow/rules/...`)
 * live in a workspace that is not published, so their built files are copied into
 * dist/vendor/rules and the CLI's imports of them are pointed there. The packed CLI then needs
 * nothing from this repository but the published SDK.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const cli = fileURLToPath(new URL('..', import.meta.url))
const dist = join(cli, 'dist')
const rulesDist = join(cli, '..', 'rules', 'dist')
const vendor = join(dist, 'vendor', 'rules')
const IMPORT = /(['"])@joinflow\/rules\/([a-z]+)\1/g

function files(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

mkdirSync(vendor, { recursive: true })
const used = new Set()
for (const file of files(dist).filter((path) => /\.(js|d\.ts)$/.test(path) && !path.startsWith(vendor))) {
  const text = readFileSync(file, 'utf8')
  if (!IMPORT.test(text)) continue
  const rewritten = text.replace(IMPORT, (_match, quote, name) => {
    used.add(name)
    let path = relative(dirname(file), join(vendor, `${name}.js`))
    if (!path.startsWith('.')) path = `./${path}`
    return `${quote}${path}${quote}`
  })
  writeFileSync(file, rewritten)
}
for (const name of used) {
  for (const extension of ['.js', '.d.ts']) copyFileSync(join(rulesDist, `${name}${extension}`), join(vendor, `${name}${extension}`))
}
console.log(`Bundled @joinflow/rules (${[...used].sort().join(', ') || 'nothing'}) into dist/vendor/rules.`)
