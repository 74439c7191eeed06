/** A chunk of Vite's build manifest (admin-ui/dist/.vite/manifest.json), keyed there by its source module. */
export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

export type BuildManifest = Record<string, ManifestChunk>

/** Where the web app's build writes its manifest, below admin-ui/dist. */
export const MANIFEST_FILE = '.vite/manifest.json'

/** Which chunk file holds each of the app's modules (`src/...`), written beside the manifest (admin-ui/moduleChunks.ts). */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json'

export type ModuleChunks = Record<string, string>

/**
 * The lazily imported modules a signed-in page needs before it shows (admin-ui/src): the owner's
 * frame and the page itself. The chunks holding them are read from the manifest, so however the
 * build groups its chunks the hints name the files it wrote.
 */
export const SIGNED_IN_PAGE_MODULES: Record<string, readonly string[]> = {
  '/': ['src/layout/OwnerLayout.tsx', 'src/dashboard/Dashboard.tsx'],
  '/member-requests': ['src/layout/OwnerLayout.tsx', 'src/requests/MemberRequestList.tsx'],
}

/**
 * The script files a signed-in page loads before it shows, for `<link rel="modulepreload">`: the
 * app's entry, then the chunks of the page's modules, each followed by what it imports statically;
 * never a chunk that is only imported on demand. A module the manifest does not know adds nothing.
 */
export function modulePreloads(manifest: BuildManifest, moduleChunks: ModuleChunks, path: string): string[] {
  const files: string[] = []
  const seen = new Set<string>()
  const add = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    if (chunk.file.endsWith('.js') && !files.includes(chunk.file)) files.push(chunk.file)
    chunk.imports?.forEach(add)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key)
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  for (const module of SIGNED_IN_PAGE_MODULES[normalisedPath(path)] ?? []) {
    const file = moduleChunks[module]
    const key = manifest[module] ? module : file && keyOfFile.get(file)
    if (key) add(key)
  }
  return files.map((file) => `/${file}`)
}

function normalisedPath(path: string) {
  const trimmed = path.split('?')[0]!.replace(/\/+$/, '')
  return trimmed || '/'
}

/** The tags a signed-in page gets in its <head>: a module preload for each file. */
export function modulePreloadTags(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`).join('')
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * JSON text made safe to sit inside a `<script type="application/json">`: no `<` (so neither
 * `</script>` nor `<!--` can end or change the element), no `>` or `&`, and the two line
 * separators JavaScript once treated as line ends, each as its `\u` escape, which JSON.parse reads
 * back as the same character.
 */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
