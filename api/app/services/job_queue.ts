/*
 * Background jobs on pg-boss: jobs live in PostgreSQL (schema "pgboss"),
 * so they survive restarts and any number of worker processes share them,
 * each job running once.
 */
import PgBoss from 'pg-boss'

export interface JobContext {
  id: string
  retryCount: number
}

export interface JobClass<Payload extends object = object> {
  jobName: string
  queueOptions?: Omit<PgBoss.Queue, 'name'>
  /** Jobs fetched per poll; the handler still runs once per job. */
  batchSize?: number
  new (): { handle(payload: Payload, context: JobContext): Promise<void> }
}

export type QueueStatus = { status: 'ok' } | { status: 'error'; message: string }

export class JobQueue {
  #boss?: PgBoss
  #jobs = new Map<string, JobClass<any>>()
  #started?: Promise<void>
  #working = false

  /** Connects on first use, so commands that never queue a job need no database. */
  constructor(private options: { connectionString: () => string; onError?: (error: Error) => void }) {}

  get #client() {
    if (!this.#boss) {
      this.#boss = new PgBoss({ connectionString: this.options.connectionString(), schema: 'pgboss', max: 4 })
      this.#boss.on('error', (error) => this.options.onError?.(error))
    }
    return this.#boss
  }

  register(...jobs: JobClass<any>[]) {
    for (const job of jobs) this.#jobs.set(job.jobName, job)
  }

  /** Connects and creates the registered queues; safe to call more than once. */
  start() {
    this.#started ??= (async () => {
      await this.#client.start()
      for (const job of this.#jobs.values()) {
        await this.#client.createQueue(job.jobName, { name: job.jobName, ...job.queueOptions })
      }
    })()
    return this.#started
  }

  get isStarted() {
    return this.#started !== undefined
  }

  async send<Payload extends object>(job: JobClass<Payload>, payload: Payload, options: PgBoss.SendOptions = {}) {
    await this.start()
    return this.#client.send(job.jobName, payload, options)
  }

  /** Starts handlers for every registered job in this process. */
  async work() {
    await this.start()
    if (this.#working) return
    this.#working = true
    for (const job of this.#jobs.values()) {
      const handler = new job()
      await this.#client.work<object>(
        job.jobName,
        { batchSize: job.batchSize ?? 1, pollingIntervalSeconds: 0.5 },
        async (batch) => {
          for (const item of batch) {
            await handler.handle(item.data, { id: item.id, retryCount: (item as { retryCount?: number }).retryCount ?? 0 })
          }
        }
      )
    }
  }

  async status(): Promise<QueueStatus> {
    try {
      if (!this.isStarted) return { status: 'error', message: 'The job queue is not started.' }
      await this.#started
      await this.#client.getQueues()
      return { status: 'ok' }
    } catch (error) {
      return { status: 'error', message: (error as Error).message }
    }
  }

  async stop() {
    if (!this.#started) return
    await this.#started.catch(() => {})
    await this.#client.stop({ graceful: true, wait: true, timeout: 10_000 })
  }
}
