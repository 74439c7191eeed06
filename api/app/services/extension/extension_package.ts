/*
 * The Chrome extension as an owner gets it: the packaged zip the
 * extension's build writes (extension/joinflow-extension-<version>.zip),
 * served by the app at one fixed address, and a Chrome Web Store listing
 * instead when the server names one (CHROME_WEB_STORE_URL).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import env from '#start/env'
import { repositoryRoot } from '#lib/embedded_database'

export const EXTENSION_DOWNLOAD_PATH = '/downloads/joinflow-extension.zip'

let packageDir: string | undefined

/** Where the extension's build leaves its zip (the extension workspace). */
function extensionDir() {
  return packageDir ?? join(repositoryRoot(), 'extension')
}

/** The built zip of the extension's current version, or null when it has not been built. */
export function extensionPackageFile(): string | null {
  const dir = extensionDir()
  try {
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string }
    const file = join(dir, `joinflow-extension-${version}.zip`)
    return version && existsSync(file) ? file : null
  } catch {
    return null
  }
}

/** The store listing the server names, when it is an https address; anything else is ignored. */
export function chromeWebStoreUrl(): string | null {
  const value = env.get('CHROME_WEB_STORE_URL')?.trim()
  if (!value) return null
  try {
    return new URL(value).protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

/** How owners install the extension: from the store when listed, else the app's download when built. */
export function extensionInstall() {
  return {
    chromeWebStoreUrl: chromeWebStoreUrl(),
    downloadUrl: extensionPackageFile() ? EXTENSION_DOWNLOAD_PATH : null,
  }
}

/** Points the package lookup at another folder (tests); returns the restore. */
export function useExtensionPackageDir(dir: string) {
  const previous = packageDir
  packageDir = dir
  return () => {
    packageDir = previous
  }
}
