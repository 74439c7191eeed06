import { defineConfig } from '@adonisjs/static'

/*
 * The web app's files (admin-ui/dist). Cache-Control is set per file by
 * the web assets middleware: a year, immutable, for the content-hashed
 * files under /assets, and revalidation (cheap with the ETag) for the rest.
 */
export default defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  cacheControl: false,
})
