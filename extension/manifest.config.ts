export const ICON_SIZES = [16, 32, 48, 128] as const

/** Host permissions only an automated test build gets, since no one is there to accept a prompt. */
export const TEST_HOST_PERMISSIONS = ['http://127.0.0.1/*', 'http://localhost/*']

export interface ManifestOptions {
  /**
   * The package version. Chrome accepts only dotted numbers, so a pre-release tag moves to
   * version_name.
   */
  version: string
  testBuild: boolean
}

export function createManifest({ version, testBuild }: ManifestOptions): chrome.runtime.ManifestV3 {
  const icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), iconPath(size)]))
  const chromeVersion = version.split(/[-+]/)[0]
  return {
    manifest_version: 3,
    name: 'JoinFlow',
    description:
      'Connects your browser to JoinFlow, the join-request manager for Facebook group owners.',
    version: chromeVersion,
    ...(chromeVersion === version ? {} : { version_name: version }),
    minimum_chrome_version: '120',
    icons,
    action: { default_title: 'JoinFlow', default_popup: 'popup.html', default_icon: icons },
    options_ui: { page: 'options.html', open_in_tab: true },
    background: { service_worker: 'background.js', type: 'module' },
    permissions: ['storage'],
    // The API origin is whatever the owner types in the options page; it is requested there.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    ...(testBuild ? { host_permissions: TEST_HOST_PERMISSIONS } : {}),
  }
}

export function iconPath(size: number): string {
  return `icons/icon-${size}.png`
}
