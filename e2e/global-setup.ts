import { execFileSync } from 'node:child_process'
import { buildIfStale } from '../scripts/lib.mjs'
import { repositoryRoot } from '../api/lib/embedded_database.js'
import { baseUrlOverrides, startFakePlatform } from '../api/tests/support/fake_platforms/index.js'
import { startProduct } from './support/product.js'

/**
 * Builds the extension's test variant (local host permissions, so no
 * prompt can block a test), starts the product and shares its URL with
 * every test through E2E_BASE_URL.
 */
export default async function globalSetup() {
  // The extension bundles the shared rules and the SDK's browser client from their builds.
  await buildIfStale(['rules', 'sdk'])
  execFileSync('npm', ['run', 'build:test', '-w', 'extension'], { cwd: repositoryRoot(), stdio: 'inherit' })
  // The packaged extension (the zip the dashboard offers owners) comes from the extension's own build.
  await buildIfStale(['admin-ui', 'extension', 'api'])
  // A local Mailchimp speaking its documented contract, so integrations deliver for real.
  const mailchimp = await startFakePlatform('mailchimp')
  const product = await startProduct({ platformBaseUrls: baseUrlOverrides(mailchimp) })
  process.env.E2E_BASE_URL = product.baseUrl
  process.env.E2E_DATABASE_URL = product.databaseUrl
  process.env.E2E_FAKE_MAILCHIMP = JSON.stringify({ url: mailchimp.url, credentials: mailchimp.credentials })
  return async () => {
    await product.stop()
    await mailchimp.close()
  }
}
