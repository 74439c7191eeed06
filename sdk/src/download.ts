import { collectText } from './transport/transport.js'

/**
 * A streamed download such as a CSV export: iterate it for the bytes as they arrive, or call
 * `text()` for the whole body. The body can be read once. In Node, `saveToFile` writes it to disk.
 */
export class Download implements AsyncIterable<Uint8Array> {
  constructor(
    private readonly body: AsyncIterable<Uint8Array>,
    /** The response headers, with lower-case names. */
    readonly headers: Record<string, string>,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    return this.body[Symbol.asyncIterator]()
  }

  text(): Promise<string> {
    return collectText(this.body)
  }
}
