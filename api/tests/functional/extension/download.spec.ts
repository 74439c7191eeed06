import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import env from '#start/env'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { useExtensionPackageDir } from '#services/extension/extension_package'

const ZIP_BYTES = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 7)])

test.group('Chrome extension download', (group) => {
  let dir: string
  let restore: () => void
  group.each.setup(async () => {
    dir = await mkdtemp(join(tmpdir(), 'joinflow-extension-'))
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: '@joinflow/extension', version: '9.8.7' }))
    restore = useExtensionPackageDir(dir)
    const rollback = await isolatedTransaction()
    return async () => {
      restore()
      env.set('CHROME_WEB_STORE_URL', '')
      await rm(dir, { recursive: true, force: true })
      await rollback()
    }
  })

  test('says plainly when the extension has not been packaged on this server', async ({ client, assert }) => {
    const response = await client.get('/downloads/joinflow-extension.zip')
    response.assertStatus(404)
    assert.match(response.header('content-type') ?? '', /^text\/plain/)
    assert.include(response.text(), 'The JoinFlow Chrome extension has not been packaged on this server yet.')
    const owner = await makeUser()
    const status = await client.get('/api/extension/status').loginAs(owner)
    assert.deepEqual(status.body().install, { chromeWebStoreUrl: null, downloadUrl: null })
  })

  test('serves the packaged extension of the current version as a zip attachment', async ({ client, assert }) => {
    await writeFile(join(dir, 'joinflow-extension-9.8.7.zip'), ZIP_BYTES)
    await writeFile(join(dir, 'joinflow-extension-1.0.0.zip'), Buffer.from('old build'))
    const response = await client.get('/downloads/joinflow-extension.zip')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/zip')
    assert.equal(response.header('content-disposition'), 'attachment; filename="joinflow-extension.zip"')
    assert.equal(Number(response.header('content-length')), ZIP_BYTES.length)
    const owner = await makeUser()
    const status = await client.get('/api/extension/status').loginAs(owner)
    assert.deepEqual(status.body().install, { chromeWebStoreUrl: null, downloadUrl: '/downloads/joinflow-extension.zip' })
  })

  test('offers the Chrome Web Store listing the server names, and only an https one', async ({ client, assert }) => {
    const owner = await makeUser()
    env.set('CHROME_WEB_STORE_URL', 'https://chromewebstore.google.com/detail/joinflow/abcdefghijklmnop')
    let status = await client.get('/api/extension/status').loginAs(owner)
    assert.equal(status.body().install.chromeWebStoreUrl, 'https://chromewebstore.google.com/detail/joinflow/abcdefghijklmnop')
    env.set('CHROME_WEB_STORE_URL', 'javascript:alert(1)')
    status = await client.get('/api/extension/status').loginAs(owner)
    assert.isNull(status.body().install.chromeWebStoreUrl)
  })
})
