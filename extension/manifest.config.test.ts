import { describe, expect, it } from 'vitest'
import {
  CONTENT_SCRIPTS,
  createManifest,
  FACEBOOK_CONVERSATIONS,
  FACEBOOK_GROUP_PAGES,
  FACEBOOK_HOSTS,
  TEST_CONVERSATIONS,
  TEST_GROUP_PAGES,
  TEST_HOST_PERMISSIONS,
} from './manifest.config'

describe('createManifest', () => {
  it('asks for storage, alarms, the Facebook hosts and the JoinFlow app only', () => {
    const manifest = createManifest({ version: '0.1.0', testBuild: false, appUrl: 'https://app.joinflow.example/' })

    expect(manifest.permissions).toEqual(['storage', 'alarms'])
    expect(manifest.host_permissions).toEqual([...FACEBOOK_HOSTS, 'https://app.joinflow.example/*'])
    expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*'])
    expect(manifest.background).toEqual({ service_worker: 'background.js', type: 'module' })
    expect(manifest.action?.default_popup).toBe('popup.html')
    expect(manifest.options_ui).toEqual({ page: 'options.html', open_in_tab: true })
    expect(manifest.externally_connectable).toBeUndefined()
  })

  it('names and describes itself in the browser’s language, English by default', () => {
    const manifest = createManifest({ version: '0.1.0', testBuild: false })

    expect(manifest.default_locale).toBe('en')
    expect([manifest.name, manifest.description, manifest.action?.default_title]).toEqual([
      '__MSG_extensionName__',
      '__MSG_extensionDescription__',
      '__MSG_extensionName__',
    ])
  })

  it("runs the capture script on Facebook's group pages, the hand-off script on the app, the welcome script on conversations", () => {
    const manifest = createManifest({ version: '0.1.0', testBuild: false, appUrl: 'https://app.joinflow.example' })

    expect(manifest.content_scripts).toEqual([
      { matches: FACEBOOK_GROUP_PAGES, js: [CONTENT_SCRIPTS.facebook], run_at: 'document_idle' },
      { matches: ['https://app.joinflow.example/*'], js: [CONTENT_SCRIPTS.appBridge], run_at: 'document_idle' },
      { matches: FACEBOOK_CONVERSATIONS, js: [CONTENT_SCRIPTS.messenger], run_at: 'document_idle' },
    ])
  })

  it('lets the test build reach local servers and their Facebook-like pages without a prompt', () => {
    const manifest = createManifest({ version: '0.1.0', testBuild: true })

    expect(manifest.host_permissions).toEqual([...FACEBOOK_HOSTS, ...TEST_HOST_PERMISSIONS])
    expect(manifest.content_scripts?.[0]?.matches).toEqual([...FACEBOOK_GROUP_PAGES, ...TEST_GROUP_PAGES])
    expect(manifest.content_scripts?.[1]?.matches).toEqual(TEST_HOST_PERMISSIONS)
    expect(manifest.content_scripts?.[2]?.matches).toEqual([...FACEBOOK_CONVERSATIONS, ...TEST_CONVERSATIONS])
  })

  it('keeps a pre-release tag out of the version Chrome parses', () => {
    const manifest = createManifest({ version: '1.2.0-beta.1', testBuild: false })

    expect(manifest.version).toBe('1.2.0')
    expect(manifest.version_name).toBe('1.2.0-beta.1')
  })
})
