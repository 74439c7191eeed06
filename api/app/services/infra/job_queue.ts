/*
 * Background jobs on pg-boss: jobs live in PostgreSQL (schema "pgboss"),
 * so they survive restarts and any number of worker processes share them,
 * each job running once.
 */
import PgBoss from 'pg-boss'
import pg from 'pg'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** Channel a transaction notifies (with a job name) so workers in every process fetch at once instead of at their next poll. */
export const WAKE_CHANNEL = 'joinflow_jobs'

export interface JobContext {
  id: string
  retryCount: number
}

export interface JobClass<Payload extends object = object> {
  jobName: string
  queueOptions?: Omit<PgBoss.Queue, 'name'>
  /** A cron expression (UTC) for jobs pg-boss runs on a schedule, once across all processes. */
  cron?: string
  /** Jobs fetched per poll; the handler still runs once per job, unless it handles whole batches. */
  batchSize?: number
  new (): {
    handle(payload: Payload, context: JobContext): Promise<void>
    /** When present, gets each fetched batch at once (to run its jobs concurrently). */
    handleBatch?(jobs: { payload: Payload; context: JobContext }[]): Promise<void>
  }
}

/** A job to insert: its payload and, optionally, when it may start. */
export interface QueuedJob<Payload extends object> {
  data: Payload
  startAfter?: Date
}

/**
 * pg-boss's SQL run on a Lucid client, so jobs are inserted in the caller's
 * transaction: they exist exactly when the rows they work on do.
 */
function onClient(client: QueryClientContract): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const bindings: unknown[] = []
      const sql = text.replace(/\?/g, '\\?').replace(/\$(\d+)/g, (_match, position) => {
        bindings.push(values[Number(position) - 1] ?? null)
        return '?'
      })
      return client.rawQuery(sql, bindings as any[])
    },
  }
}

/** Advisory lock key held while a process creates the queues. */
const QUEUES_LOCK = 4_711_220_002

export type QueueStatus = { status: 'ok' } | { status: 'error'; message: string }

let completionsGuarded = false

/**
 * pg-boss 10 marks a fetched batch completed or failed without awaiting it
 * (Manager#watch), so when the database goes away at that moment the
 * rejection has no handler and Node ends the worker process. Those
 * rejections are reported instead: the job stays active until it expires
 * and then runs again, which the handlers' claiming makes harmless. Any
 * other unhandled rejection still ends the process, unless something else
 * listens for them.
 */
function guardCompletions(onError?: (error: Error) => void) {
  if (completionsGuarded) return
  completionsGuarded = true
  process.on('unhandledRejection', (reason) => {
    if (reason instanceof Error && /pg-boss[\\/]src[\\/]manager\.js/.test(reason.stack ?? '')) {
      onError?.(reason)
      return
    }
    if (process.listenerCount('unhandledRejection') === 1) throw reason
  })
}

export class JobQueue {
  #boss?: PgBoss
  #jobs = new Map<string, JobClass<any>>()
  #started?: Promise<void>
  #working = false
  #workers = new Map<string, string[]>()
  #listener?: pg.Client
  #relistening = false

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
    this.#started ??= this.#createQueues().catch((error) => {
      // A later call tries again instead of failing for the life of the process.
      this.#started = undefined
      throw error
    })
    return this.#started
  }

  /**
   * One process at a time, under a PostgreSQL advisory lock held on a
   * connection of its own: pg-boss creates each queue's table in a
   * transaction, and two processes starting together on an empty database
   * deadlocked there, leaving one of them without a queue.
   */
  async #createQueues() {
    const lock = new pg.Client({ connectionString: this.options.connectionString() })
    await lock.connect()
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [QUEUES_LOCK])
      await this.#client.start()
      for (const job of this.#jobs.values()) {
        await this.#client.createQueue(job.jobName, { name: job.jobName, ...job.queueOptions })
        if (job.cron) await this.#client.schedule(job.jobName, job.cron)
      }
    } finally {
      await lock.end()
    }
  }

  get isStarted() {
    return this.#started !== undefined
  }

  async send<Payload extends object>(job: JobClass<Payload>, payload: Payload, options: PgBoss.SendOptions = {}) {
    await this.start()
    return this.#client.send(job.jobName, payload, options)
  }

  /** Inserts jobs in one statement, inside `client`'s transaction when given. */
  async insert<Payload extends object>(job: JobClass<Payload>, jobs: QueuedJob<Payload>[], client?: QueryClientContract) {
    if (!jobs.length) return
    await this.start()
    const rows = jobs.map(({ data, startAfter }) => ({
      name: job.jobName,
      data,
      ...(startAfter ? { startAfter: startAfter.toISOString() } : {}),
    }))
    await this.#client.insert(rows as PgBoss.JobInsert[], client ? { db: onClient(client) } : {})
  }

  /** Notifies every worker process (this one included) that `job` has work now; sent on commit when `client` is a transaction. */
  async wake(job: JobClass<any>, client?: QueryClientContract) {
    const notify = `SELECT pg_notify('${WAKE_CHANNEL}', ?)`
    if (client) await client.rawQuery(notify, [job.jobName])
    else this.#wakeLocal(job.jobName)
  }

  #wakeLocal(jobName: string) {
    for (const id of this.#workers.get(jobName) ?? []) this.#client.notifyWorker(id)
  }

  async #listen() {
    const client = new pg.Client({ connectionString: this.options.connectionString() })
    client.on('notification', (message) => {
      if (message.payload) this.#wakeLocal(message.payload)
    })
    client.on('error', (error) => {
      this.options.onError?.(error)
      this.#listener = undefined
      this.#listenAgain()
    })
    await client.connect()
    await client.query(`LISTEN ${WAKE_CHANNEL}`)
    this.#listener = client
  }

  /** Listens again a second later, and keeps trying while the database is away. */
  #listenAgain() {
    if (!this.#working || this.#relistening) return
    this.#relistening = true
    setTimeout(() => {
      this.#relistening = false
      this.#listen().catch((failure) => {
        this.options.onError?.(failure)
        this.#listenAgain()
      })
    }, 1000).unref()
  }

  /** Starts handlers for every registered job in this process. */
  async work() {
    await this.start()
    if (this.#working) return
    this.#working = true
    guardCompletions(this.options.onError)
    for (const job of this.#jobs.values()) {
      const handler = new job()
      const batchSize = job.batchSize ?? 1
      const workerId: string = await this.#client.work<object>(
        job.jobName,
        { batchSize, pollingIntervalSeconds: 0.5, includeMetadata: true },
        async (batch) => {
          const jobs = batch.map((item) => ({ payload: item.data, context: { id: item.id, retryCount: item.retryCount } }))
          if (handler.handleBatch) await handler.handleBatch(jobs)
          else for (const { payload, context } of jobs) await handler.handle(payload, context)
          // A full batch means more may be waiting: fetch again at once instead of after the polling interval.
          if (batch.length === batchSize) this.#client.notifyWorker(workerId)
        }
      )
      this.#workers.set(job.jobName, [...(this.#workers.get(job.jobName) ?? []), workerId])
    }
    await this.#listen()
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
    this.#working = false
    await this.#listener?.end().catch(() => {})
    this.#listener = undefined
    await this.#client.stop({ graceful: true, wait: true, timeout: 10_000 })
  }
}
