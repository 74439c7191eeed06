import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { build as bundle } from 'esbuild'
import { defineConfig, type Plugin } from 'vite'
import { CONTENT_SCRIPTS, createManifest, iconPath, ICON_SIZES } from './manifest.config'
import packageJson from './package.json'
import { renderIcon } from './tooling/icon'
import { createZip } from './tooling/zip'

/** `JOINFLOW_EXTENSION_TEST=1` builds the variant the end-to-end tests load, in its own folder. */
const testBuild = process.env.JOINFLOW_EXTENSION_TEST === '1'
/** The JoinFlow app the build hands off with (see manifest.config.ts). */
const appUrl = process.env.JOINFLOW_APP_URL || undefined
const outDir = testBuild ? 'dist-test' : 'dist'

const CONTENT_SCRIPT_SOURCES: Record<string, string> = {
  [CONTENT_SCRIPTS.facebook]: 'src/content/facebook.ts',
  [CONTENT_SCRIPTS.appBridge]: 'src/content/app-bridge.ts',
  [CONTENT_SCRIPTS.messenger]: 'src/content/messenger.ts',
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? filesUnder(path) : [path]
    })
}

function extensionFiles(): Plugin {
  return {
    name: 'joinflow-extension-files',
    async generateBundle() {
      const manifest = createManifest({ version: packageJson.version, testBuild, appUrl })
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      })
      for (const size of ICON_SIZES) {
        this.emitFile({ type: 'asset', fileName: iconPath(size), source: renderIcon(size) })
      }
      // Content scripts declared in the manifest are classic scripts: one self-contained file each.
      for (const [fileName, entry] of Object.entries(CONTENT_SCRIPT_SOURCES)) {
        const result = await bundle({
          entryPoints: [entry],
          bundle: true,
          format: 'iife',
          target: 'chrome120',
          minify: !testBuild,
          write: false,
        })
        this.emitFile({ type: 'asset', fileName, source: result.outputFiles[0]!.contents })
      }
    },
    // The Chrome Web Store takes a zip of the unpacked build; the test build needs none.
    closeBundle() {
      if (testBuild) return
      const files = filesUnder(outDir).map((path) => ({
        name: relative(outDir, path).split(sep).join('/'),
        data: readFileSync(path),
      }))
      writeFileSync(`joinflow-extension-${packageJson.version}.zip`, createZip(files))
    },
  }
}

export default defineConfig({
  plugins: [extensionFiles()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'chrome120',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        popup: 'popup.html',
        options: 'options.html',
        background: 'src/background.ts',
      },
      output: {
        // The manifest names the service worker by a fixed path.
        entryFileNames: (chunk) =>
          chunk.name === 'background' ? 'background.js' : 'assets/[name]-[hash].js',
      },
    },
  },
})
