import { saveToFile, type JoinFlowClient, type MemberRequestFilter } from '@joinflow/sdk'
import { resolve } from 'node:path'
import { formatBytes, formatCount, renderResult, renderSuccess, withProgress } from '../../ui/index.js'
import { output as terminal } from '../../ui/output.js'
import { CsvRowCounter } from './csv_rows.js'

export interface ExportRequestsOptions {
  filter: MemberRequestFilter
  /** The CSV file to write; it is replaced only once the export has fully arrived. */
  output: string
}

export interface ExportRequestsResult {
  path: string
  rows: number
  bytes: number
}

/** Streams the CSV export to a file, counting rows and bytes as they arrive. */
export async function exportRequests({ filter, output }: ExportRequestsOptions, client: JoinFlowClient): Promise<ExportRequestsResult> {
  if (output === '-') return exportToStdout(filter, client)
  const path = resolve(output)
  // The list's total sizes the progress bar; the export itself does not announce its length.
  const { total } = await client.requests.list({ filter, range: [0, 0] })
  const download = await client.requests.exportCsv({ filter })
  const counter = new CsvRowCounter()
  const saved = await withProgress({ title: 'Exporting member requests', unit: 'rows', total }, (report) => {
    let bytes = 0
    async function* counted(chunks: AsyncIterable<Uint8Array>) {
      for await (const chunk of chunks) {
        counter.push(chunk)
        bytes += chunk.byteLength
        report({ done: counter.rows, detail: formatBytes(bytes) })
        yield chunk
      }
    }
    return saveToFile(counted(download), path)
  })
  const result = { path: saved.path, rows: counter.rows, bytes: saved.bytes }
  renderResult(result, () =>
    renderSuccess({
      headline: `Exported ${formatCount(result.rows)} member ${result.rows === 1 ? 'request' : 'requests'} to ${output}.`,
      body: [`${formatBytes(result.bytes)} written to ${result.path}.`],
    }),
  )
  return result
}

/** `-o -`: the CSV itself is the output, so nothing else is printed on stdout. */
async function exportToStdout(filter: MemberRequestFilter, client: JoinFlowClient): Promise<ExportRequestsResult> {
  const download = await client.requests.exportCsv({ filter })
  const counter = new CsvRowCounter()
  const decoder = new TextDecoder()
  let bytes = 0
  for await (const chunk of download) {
    counter.push(chunk)
    bytes += chunk.byteLength
    terminal.stdout.write(decoder.decode(chunk, { stream: true }))
  }
  terminal.stdout.write(decoder.decode())
  return { path: '-', rows: counter.rows, bytes }
}
