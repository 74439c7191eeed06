/*
 * The Chrome extension capturing a member-requests page of 500 pending
 * requests: the test build of the extension, loaded into Debian's Chromium,
 * reads every card and sends them through its background worker to the real
 * API (POST /api/extension/requests, batches of 100) on the embedded
 * database. Acting is paused, so no click and no deliberate pause between
 * clicks is in the figures: only reading, batching, sending and storing.
 *
 * Each round opens a fresh group's page (served at a Facebook-like path by a
 * local server) and waits until the API holds all 500 requests. Target: the
 * page's 500 requests stored within 5 s of the page having loaded.
 *
 * BENCH_ROUNDS (default 3) sets the number of pages.
 */
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { createOwnerWithToken } from '../e2e/support/api.js'
import { repositoryRoot } from '../api/lib/embedded_database.js'
import { percentile, printFigures, seededRandom, startProductForBench } from './support.js'

/** The extension API inside the service worker, where `worker.evaluate` runs. */
declare const chrome: { storage: { local: { set(items: Record<string, unknown>): Promise<void> } } }

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CARDS = 500
const TARGET_SECONDS = 5

const { pick, chance, digits } = seededRandom(20_250_615)
const FIRST = ['Jane', 'Amani', 'José', 'Chloé', 'Wanjiru', 'Liam', 'Søren', 'Priya', 'Kofi', 'Mia']
const LAST = ['Doe', 'Otieno', 'García', 'Dubois', 'Kamau', 'Smith', 'Jørgensen', 'Patel', 'Mensah', 'Müller']
const PLACES = ['Nairobi, Kenya', 'Austin, Texas', 'London, United Kingdom', 'Lagos, Nigeria', 'Toronto, Canada']

/** One card in the current layout's markup (extension/tests/fixtures/current-layout.html). */
function card(index: number) {
  const id = `7${digits(9)}${index}`
  const name = `${pick(FIRST)} ${pick(LAST)}`
  const lines = [
    `<span>Joined Facebook ${1 + (index % 9)} years ago</span>`,
    `<span>Lives in ${pick(PLACES)}</span>`,
    chance(0.3) ? `<span>Invited by <a href="/groups/1/user/9${digits(8)}/">${pick(FIRST)} ${pick(LAST)}</a></span>` : '',
    `<span>${index % 7} groups in common</span>`,
  ]
  return `<div role="listitem">
    <a href="/groups/1/user/${id}/" aria-label="${name}"><img src="/avatar.png" alt="" /></a>
    <span><a href="/groups/1/user/${id}/">${name}</a></span><span><span>Requested </span>${1 + (index % 23)} hours ago</span>
    ${lines.map((line) => `<div>${line}</div>`).join('')}
    <div role="list" aria-label="Membership question answers">
      <div role="listitem"><span>What is your email?</span><span>${name.split(' ')[0]!.toLowerCase()}${index}@example.com</span></div>
      <div role="listitem"><span>Why do you want to join?</span><span>I have two rescue dogs and want to learn more.</span></div>
    </div>
    <div><span>${chance(0.9) ? 'Agreed to the group rules' : 'Has not agreed to the group rules'}</span></div>
    <div role="button" tabindex="0" aria-label="Approve"><span>Approve</span></div>
    <div role="button" tabindex="0" aria-label="Decline"><span>Decline</span></div>
  </div>`
}

const page500 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Member requests</title></head><body>
  <div role="main"><h1>Member requests</h1><div role="button" tabindex="0">Approve all</div>
  <div role="list" aria-label="Pending member requests">${Array.from({ length: CARDS }, (_, index) => card(index)).join('')}</div></div>
</body></html>`

async function startPages() {
  const server = createServer((request, response) => {
    const isPage = /^\/groups\/[^/]+\/member-requests$/.test(request.url ?? '')
    response.writeHead(isPage ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(isPage ? page500 : '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

async function storedCount(baseUrl: string, token: string, groupId: number) {
  const query = new URLSearchParams({ filter: JSON.stringify({ groupId }), range: '[0,0]' })
  const response = await fetch(`${baseUrl}/api/requests?${query}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })
  await response.arrayBuffer()
  return Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? 0)
}

const root = repositoryRoot()
execFileSync('npm', ['run', 'build:test', '-w', 'extension'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
const extensionDir = join(root, 'extension', 'dist-test')
const product = await startProductForBench()
const pages = await startPages()
const context = await chromium.launchPersistentContext('', {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
})
try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  const { token, session } = await createOwnerWithToken(product.baseUrl)
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
    const facebookGroupId = `8${Date.now() % 1_000_000_000}${round}`
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
  await context.close()
  pages.close()
  await product.stop()
}
