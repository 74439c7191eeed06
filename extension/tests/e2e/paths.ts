import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const extensionRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** Where `npm run build:test` writes the unpacked test build. */
export const testBuildDir = join(extensionRoot, 'dist-test')
