/*
 * The built web app's scripts and styles as a browser fetches them, each
 * compressed on its own with gzip at level 9; shared by the bundle bench
 * and the end-to-end check of issue 17's target.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The one bundle the web app was before its pages were split (issue 17: the bundle does not grow). */
export const ONE_BUNDLE_BYTES = 541_940

/** Each .js and .css file of a build's assets folder, raw and gzipped at level 9, largest first. */
export function gzippedAssets(folder: string) {
  return readdirSync(folder)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const content = readFileSync(join(folder, file))
      return { file, raw: content.length, bytes: gzipSync(content, { level: 9 }).length }
    })
    .sort((a, b) => b.bytes - a.bytes)
}
