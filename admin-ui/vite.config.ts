/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkGroup } from './chunkGroups';
import { moduleChunks } from './moduleChunks';

// The API and the built web app share one origin in production; in development the
// dev server forwards /api so session cookies and relative URLs behave the same way.
const apiTarget = process.env.API_URL ?? 'http://localhost:3333';

export default defineConfig({
  plugins: [
    react(),
    // Which chunk holds each module (dist/.vite/module-chunks.json), for the server's preload hints.
    moduleChunks(),
    // A brotli and a gzip copy beside each text file of the build; the server sends the one the browser
    // takes (api/app/middleware/web_assets_middleware.ts). Fonts and images are compressed already.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|txt|ico|webmanifest|xml)$/,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      // react-admin imports lodash's CommonJS files one function each (`lodash/get.js`); their ES
      // module twins in lodash-es are the same code, which the build can tree-shake and needs no
      // CommonJS wrapper for.
      { find: /^lodash\/(.+)$/, replacement: 'lodash-es/$1' },
      // node-polyglot's `object.entries` polyfill, for a function every supported browser has.
      { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/native/objectEntries.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads from it which chunks a signed-in page needs, to preload them.
    manifest: true,
    // Terser, given two passes, writes the same code 4 % smaller gzipped than esbuild's minifier, for a
    // build a few seconds longer.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // The entry holds what the public pages need (React, MUI's core, the router, react-admin's core) and
    // index.html preloads nothing else; the owner pages, the charts and the super admins' app come when
    // shown, each group in one chunk (chunkGroups.ts) rather than one per page.
    rollupOptions: {
      output: {
        manualChunks: chunkGroup,
        onlyExplicitManualChunks: true,
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole pages render through react-admin in jsdom and the longest tests type whole forms: on a
    // busy two-core machine one such test takes up to twenty seconds.
    testTimeout: 30_000,
  },
});
