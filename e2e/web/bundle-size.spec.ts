import { test, expect } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { gzippedAssets, ONE_BUNDLE_BYTES } from '../../bench/web_assets.js'

// The build the product serves (e2e/global-setup.ts builds it when stale), as a browser fetches it.
const assets = fileURLToPath(new URL('../../admin-ui/dist/assets/', import.meta.url))

test('the web app, split by page, weighs no more gzipped than the one bundle it was before', () => {
  const files = gzippedAssets(assets)
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  expect(files.map((file) => file.file)).toContainEqual(expect.stringMatching(/^index-.+\.js$/))
  expect(total, files.map(({ file, bytes }) => `${bytes} B ${file}`).join('\n')).toBeLessThanOrEqual(ONE_BUNDLE_BYTES)
})
