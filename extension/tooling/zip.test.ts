import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createZip } from './zip'

describe('createZip', () => {
  it('writes an archive unzip reads back byte for byte', () => {
    const manifest = Buffer.from(JSON.stringify({ manifest_version: 3, name: 'JoinFlow' }))
    const icon = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3])
    const script = Buffer.from('console.log("capture");\n'.repeat(200))
    const dir = mkdtempSync(join(tmpdir(), 'joinflow-zip-'))
    const archive = join(dir, 'extension.zip')
    writeFileSync(
      archive,
      createZip([
        { name: 'manifest.json', data: manifest },
        { name: 'icons/icon-16.png', data: icon },
        { name: 'content/facebook.js', data: script },
      ]),
    )

    const listing = execFileSync('unzip', ['-Z1', archive], { encoding: 'utf8' }).trim().split('\n')
    expect(listing).toEqual(['manifest.json', 'icons/icon-16.png', 'content/facebook.js'])
    execFileSync('unzip', ['-tq', archive])
    execFileSync('unzip', ['-q', archive, '-d', join(dir, 'out')])
    expect(readFileSync(join(dir, 'out/content/facebook.js'))).toEqual(script)
    expect(readFileSync(join(dir, 'out/icons/icon-16.png'))).toEqual(icon)
  })

  it('gives the same bytes for the same files', () => {
    const entries = [{ name: 'a.txt', data: Buffer.from('same') }]
    expect(createZip(entries)).toEqual(createZip(entries))
  })
})
