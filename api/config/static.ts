import { defineConfig } from '@adonisjs/static'

/*
 * Built assets carry a content hash in their names, so they are cached for
 * a year; index.html must always be revalidated to pick up a new build.
 */
export default defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  immutable: true,
  maxAge: '1y',
  headers: (path) => (path.endsWith('.html') ? { 'Cache-Control': 'no-cache' } : {}),
})
