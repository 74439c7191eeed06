import { describe, expect, it } from 'vitest'
import { createManifest, TEST_HOST_PERMISSIONS } from './manifest.config'

describe('createManifest', () => {
  it('asks for storage only and leaves every host optional', () => {
    const manifest = createManifest({ version: '0.1.0', testBuild: false })

    expect(manifest.permissions).toEqual(['storage'])
    expect(manifest.host_permissions).toBeUndefined()
    expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*'])
    expect(manifest.background).toEqual({ service_worker: 'background.js', type: 'module' })
    expect(manifest.action?.default_popup).toBe('popup.html')
    expect(manifest.options_ui).toEqual({ page: 'options.html', open_in_tab: true })
  })

  it('lets the test build reach local servers without a prompt', () => {
    const manifest = createManifest({ version: '0.1.0', testBuild: true })

    expect(manifest.host_permissions).toEqual(TEST_HOST_PERMISSIONS)
  })

  it('keeps a pre-release tag out of the version Chrome parses', () => {
    const manifest = createManifest({ version: '1.2.0-beta.1', testBuild: false })

    expect(manifest.version).toBe('1.2.0')
    expect(manifest.version_name).toBe('1.2.0-beta.1')
  })
})
