/*
 * The Chrome extension capturing a member-requests page of 500 pending
 * requests: the test build of the extension, loaded into Debian's Chromium,
 * reads every card and sends them through its background worker to the real
 * API (POST /api/extension/requests, batches of 100) on the embedded
 * database. Acting is paused, so no click and no deliberate pause between
 * clicks is in the figures: only reading, batching, sending and storing.
 *
 * Each round opens a fresh group's page of 500 cards with Facebook's structure
 * (the extension's own fixture, extension/tests/fixtures/facebook-markup.ts,
 * served at a Facebook-like path by a local server) and waits until the API
 * holds all 500 requests: the extension's reading, batching and sending, and
 * the API's storing. Target: within 5 s of the page having loaded.
 *
 * Without a Chromium that starts (CHROMIUM_PATH, else /usr/bin/chromium) it
 * says so and starts nothing; whatever it started is stopped even when a
 * round fails.
 *
 * BENCH_ROUNDS (default 3) sets the number of pages.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium, type BrowserContext } from '@playwright/test'
import { repositoryRoot } from '../api/lib/embedded_database.js'
import { manyRequestsPage } from '../extension/tests/fixtures/facebook-markup.js'
import { createBenchOwner, percentile, printFigures, startProductForBench } from './support.js'

/** The extension API inside the service worker, where `worker.evaluate` runs. */
declare const chrome: { storage: { local: { set(items: Record<string, unknown>): Promise<void> } } }

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CARDS = 500
const TARGET_SECONDS = 5
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

async function storedCount(baseUrl: string, token: string, groupId: number) {
  const query = new URLSearchParams({ filter: JSON.stringify({ groupId }), range: '[0,0]' })
  const response = await fetch(`${baseUrl}/api/requests?${query}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })
  await response.arrayBuffer()
  return Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? 0)
}

/**
 * Nothing is started without a browser to run the extension in: Chromium must
 * exist and start before the bench builds, seeds or starts anything.
 */
async function chromiumProblem(): Promise<string | null> {
  if (!existsSync(CHROMIUM)) return `Chromium was not found at ${CHROMIUM}`
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'], timeout: 60_000 })
    await browser.close()
    return null
  } catch (error) {
    return `Chromium at ${CHROMIUM} did not start (${String((error as Error).message).split('\n')[0]})`
  }
}

const problem = await chromiumProblem()
if (problem) {
  console.error(
    `${problem}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium. ` +
      'The extension capture bench did not run, and started nothing.',
  )
  process.exit(1)
}

const root = repositoryRoot()
execFileSync('npm', ['run', 'build:test', '-w', 'extension'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
const extensionDir = join(root, 'extension', 'dist-test')

/**
 * Each round's group page: the same page of 500 cards the extension's tests read, with that
 * round's own people.
 */
const groupIds = Array.from({ length: ROUNDS }, (_, round) => `8${Date.now() % 1_000_000_000}${round}`)
const pageOf = new Map(groupIds.map((id, round) => [`/groups/${id}/member-requests`, manyRequestsPage(CARDS, { prefix: `7${round}` }).html]))

async function startPages() {
  const server = createServer((request, response) => {
    const page = pageOf.get(request.url ?? '')
    response.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(page ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

const pages = await startPages()
let product: Awaited<ReturnType<typeof startProductForBench>> | null = null
let context: BrowserContext | null = null
try {
  product = await startProductForBench()
  context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  const { token, session } = await createBenchOwner(product, { tokenName: 'Chrome extension' })
  await worker.evaluate(
    ([apiUrl, apiToken]) =>
      chrome.storage.local.set({
        'connection.settings': { apiUrl, token: apiToken },
        // Paused: the figures hold capture only, no clicks and no pauses between them.
        'automation.settings': { paused: true, minPauseSeconds: 2, maxPauseSeconds: 6, hourlyLimit: 50 },
      }),
    [product.baseUrl, token] as const,
  )

  const fromLoad: number[] = []
  const fromNavigation: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const facebookGroupId = groupIds[round]!
    const group = (await session.request('POST', '/api/groups', { facebookGroupId })) as { id: number }
    const page = await context.newPage()
    const started = performance.now()
    await page.goto(`${pages.url}/groups/${facebookGroupId}/member-requests`, { waitUntil: 'load' })
    const loaded = performance.now()
    while ((await storedCount(product.baseUrl, token, group.id)) < CARDS) {
      if (performance.now() - started > 60_000) throw new Error(`Round ${round + 1}: the ${CARDS} requests did not all arrive.`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    const done = performance.now()
    fromLoad.push((done - loaded) / 1000)
    fromNavigation.push((done - started) / 1000)
    await page.close()
  }
  fromLoad.sort((a, b) => a - b)
  fromNavigation.sort((a, b) => a - b)

  const ok = printFigures(`Extension capture: a page of ${CARDS} pending requests to the API, ${ROUNDS} rounds`, [
    { name: `${CARDS} stored after the page loaded, median`, value: percentile(fromLoad, 50), unit: 's' },
    { name: `${CARDS} stored after the page loaded, worst`, value: fromLoad.at(-1)!, unit: 's', target: { op: '<=', value: TARGET_SECONDS } },
    { name: `${CARDS} stored from navigation, worst`, value: fromNavigation.at(-1)!, unit: 's' },
    { name: 'requests per second, worst round', value: CARDS / fromLoad.at(-1)!, unit: 'req/s' },
  ])
  process.exitCode = ok ? 0 : 1
} finally {
  await context?.close()
  pages.close()
  await product?.stop()
}
