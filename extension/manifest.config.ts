export const ICON_SIZES = [16, 32, 48, 128] as const

/** The Facebook hosts whose group pages the extension reads (m.facebook.com has other markup). */
export const FACEBOOK_HOSTS = ['https://www.facebook.com/*', 'https://web.facebook.com/*']

/** Facebook is a single-page app: the script runs on every group page and starts on requests pages. */
export const FACEBOOK_GROUP_PAGES = ['https://www.facebook.com/groups/*', 'https://web.facebook.com/groups/*']

/** Conversations with one person, where welcome messages are written. */
export const FACEBOOK_CONVERSATIONS = ['https://www.facebook.com/messages/t/*', 'https://web.facebook.com/messages/t/*']

/** Host permissions only an automated test build gets, since no one is there to accept a prompt. */
export const TEST_HOST_PERMISSIONS = ['http://127.0.0.1/*', 'http://localhost/*']

/** Where the test build finds Facebook's pages: a local server whose paths look like Facebook's. */
export const TEST_GROUP_PAGES = ['http://127.0.0.1/groups/*', 'http://localhost/groups/*']
export const TEST_CONVERSATIONS = ['http://127.0.0.1/messages/t/*', 'http://localhost/messages/t/*']

export const DEFAULT_APP_URL = 'http://localhost:3333'

export const CONTENT_SCRIPTS = {
  facebook: 'content/facebook.js',
  appBridge: 'content/app-bridge.js',
  messenger: 'content/messenger.js',
} as const

export interface ManifestOptions {
  /**
   * The package version. Chrome accepts only dotted numbers, so a pre-release tag moves to
   * version_name.
   */
  version: string
  testBuild: boolean
  /**
   * The JoinFlow app this build connects to (`JOINFLOW_APP_URL`): its pages may hand the
   * extension a token, and its API is reachable without a prompt.
   */
  appUrl?: string
}

export function createManifest({
  version,
  testBuild,
  appUrl = DEFAULT_APP_URL,
}: ManifestOptions): chrome.runtime.ManifestV3 {
  const icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), iconPath(size)]))
  const chromeVersion = version.split(/[-+]/)[0]
  const appPages = testBuild ? TEST_HOST_PERMISSIONS : [`${new URL(appUrl).origin}/*`]
  return {
    manifest_version: 3,
    // The name and description in the browser's language (public/_locales), English by default.
    name: '__MSG_extensionName__',
    description: '__MSG_extensionDescription__',
    default_locale: 'en',
    version: chromeVersion,
    ...(chromeVersion === version ? {} : { version_name: version }),
    minimum_chrome_version: '120',
    icons,
    action: { default_title: '__MSG_extensionName__', default_popup: 'popup.html', default_icon: icons },
    options_ui: { page: 'options.html', open_in_tab: true },
    background: { service_worker: 'background.js', type: 'module' },
    permissions: ['storage', 'alarms'],
    host_permissions: [...FACEBOOK_HOSTS, ...appPages],
    // Another JoinFlow address typed in the options page is asked for there, one origin at a time.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    content_scripts: [
      {
        matches: [...FACEBOOK_GROUP_PAGES, ...(testBuild ? TEST_GROUP_PAGES : [])],
        js: [CONTENT_SCRIPTS.facebook],
        run_at: 'document_idle',
      },
      { matches: appPages, js: [CONTENT_SCRIPTS.appBridge], run_at: 'document_idle' },
      {
        matches: [...FACEBOOK_CONVERSATIONS, ...(testBuild ? TEST_CONVERSATIONS : [])],
        js: [CONTENT_SCRIPTS.messenger],
        run_at: 'document_idle',
      },
    ],
  }
}

export function iconPath(size: number): string {
  return `icons/icon-${size}.png`
}
