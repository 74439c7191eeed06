import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'

export interface SavedFile {
  path: string
  bytes: number
}

/**
 * Writes a download (such as `client.requests.exportCsv()`) to `path` as it arrives. The bytes go
 * to a temporary file beside it that is renamed at the end, so a failed download never leaves a
 * truncated file that looks complete, nor replaces an earlier good one.
 */
export async function saveToFile(source: AsyncIterable<Uint8Array>, path: string): Promise<SavedFile> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.part`
  let bytes = 0
  async function* counted(chunks: AsyncIterable<Uint8Array>) {
    for await (const chunk of chunks) {
      bytes += chunk.byteLength
      yield chunk
    }
  }
  const file = createWriteStream(temporary, { flags: 'wx' })
  try {
    await pipeline(source, counted, file)
    await rename(temporary, path)
  } catch (error) {
    // The file may still be opening when the source fails: remove it only once the stream has closed.
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()))
    await rm(temporary, { force: true })
    throw error
  }
  return { path, bytes }
}
