import { defineConfig, type Plugin } from 'vite'
import { createManifest, iconPath, ICON_SIZES } from './manifest.config'
import packageJson from './package.json'
import { renderIcon } from './tooling/icon'

/** `JOINFLOW_EXTENSION_TEST=1` builds the variant the end-to-end tests load, in its own folder. */
const testBuild = process.env.JOINFLOW_EXTENSION_TEST === '1'

function extensionFiles(): Plugin {
  return {
    name: 'joinflow-extension-files',
    generateBundle() {
      const manifest = createManifest({ version: packageJson.version, testBuild })
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      })
      for (const size of ICON_SIZES) {
        this.emitFile({ type: 'asset', fileName: iconPath(size), source: renderIcon(size) })
      }
    },
  }
}

export default defineConfig({
  plugins: [extensionFiles()],
  build: {
    outDir: testBuild ? 'dist-test' : 'dist',
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
