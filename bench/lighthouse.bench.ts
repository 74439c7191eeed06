/*
 * The web app's pages as a phone sees them: Lighthouse (npm `lighthouse`,
 * its programmatic API) in Debian's Chromium started by `chrome-launcher`,
 * with Lighthouse's mobile profile (a mid-range phone, simulated throttling
 * to a slow 4G connection: 1.6 Mbps, 150 ms), against the product started
 * as `npm start` runs it. Pages: the landing page, pricing (/order), the
 * order's details step, sign-in, and after signing in the owner's dashboard
 * and member requests: the bench signs in through the API and puts the
 * session's cookies into Chromium's cookie jar (puppeteer-core, which
 * Lighthouse itself drives Chromium with; a Cookie header in Lighthouse's
 * extraHeaders is not reliably sent), and checks from Lighthouse's own
 * network log that each signed-in page did load the owner's data.
 *
 * Figures per page: the performance score, Largest Contentful Paint, the
 * bytes transferred, the accessibility score and Cumulative Layout Shift
 * (CLS, ≤ 0.1 everywhere), beside issue 18's targets:
 * landing — performance ≥ 95, LCP ≤ 1.5 s, ≤ 150 kB; pricing, order step,
 * sign-in — LCP ≤ 2.0 s; dashboard and member requests — LCP ≤ 2.5 s;
 * accessibility ≥ 95 everywhere.
 *
 * Without a Chromium that starts (CHROMIUM_PATH, else /usr/bin/chromium) it
 * says so and starts nothing.
 */
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { createBenchOwner, printFigures, startProductForBench, type Figure } from './support.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

interface PageTarget {
  label: string
  path: string
  signedIn: boolean
  /** An API call only a signed-in owner's page makes: its presence shows the page was signed in. */
  ownerCall?: string
  lcpSeconds: number
  performance?: number
  kilobytes?: number
}

const PAGES: PageTarget[] = [
  { label: 'landing', path: '/', signedIn: false, lcpSeconds: 1.5, performance: 95, kilobytes: 150 },
  { label: 'pricing', path: '/order', signedIn: false, lcpSeconds: 2.0 },
  { label: 'order details step', path: '/order2?plan=pro&billing=monthly', signedIn: false, lcpSeconds: 2.0 },
  { label: 'sign-in', path: '/login', signedIn: false, lcpSeconds: 2.0 },
  { label: 'owner dashboard', path: '/', signedIn: true, lcpSeconds: 2.5, ownerCall: '/api/dashboard/stats' },
  { label: 'member requests', path: '/member-requests', signedIn: true, lcpSeconds: 2.5, ownerCall: '/api/requests' },
]
const ACCESSIBILITY_TARGET = 95
/** Issue 18's "no layout shift": Lighthouse's own bound of a good Cumulative Layout Shift. */
const LAYOUT_SHIFT_TARGET = 0.1
/** `LIGHTHOUSE_PAGES=member` measures only the pages whose label or path contains one of the comma-separated words. */
const ONLY = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').map((word) => word.trim()).filter(Boolean)
const measured = ONLY.length ? PAGES.filter(({ label, path }) => ONLY.some((word) => label.includes(word) || path.includes(word))) : PAGES

/** The element Lighthouse names as the page's largest contentful paint, to see what a change has to paint sooner. */
function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }) {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] }
    | undefined
  const node = details?.items?.[0]?.items?.[0]?.node
  return node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 60)}"` : 'not named'
}

async function launchChromium() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium was not found at ${CHROMIUM}`)
  try {
    return await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  } catch (error) {
    throw new Error(`Chromium at ${CHROMIUM} did not start (${String((error as Error).message).split('\n')[0]})`)
  }
}

/** The cookies of a password sign-in through the API, as the web app's sign-in form makes it. */
async function signInCookies(baseUrl: string, email: string, password: string) {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair!.indexOf('=')
      cookies.set(pair!.slice(0, index), pair!.slice(index + 1))
    }
  }
  keep(await fetch(`${baseUrl}/api/health`))
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept': 'application/json',
      'cookie': header(),
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`Signing in for the bench failed: ${response.status} ${await response.text()}`)
  keep(response)
  return cookies
}

/** Puts the signed-in session's cookies into Chromium's cookie jar for the product's origin. */
async function signInChromium(port: number, baseUrl: string, cookies: Map<string, string>) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const page = await browser.newPage()
    await page.setCookie(...[...cookies].map(([name, value]) => ({ name, value, url: baseUrl })))
    await page.close()
  } finally {
    await browser.disconnect()
  }
}

/** A group with a page of pending member requests, so the list has rows to show. */
async function seedRequests(baseUrl: string, token: string) {
  const headers = { 'authorization': `Bearer ${token}`, 'content-type': 'application/json', 'accept': 'application/json' }
  const group = (await (
    await fetch(`${baseUrl}/api/groups`, { method: 'POST', headers, body: JSON.stringify({ url: 'https://www.facebook.com/groups/dogowners' }) })
  ).json()) as { facebookGroupId: string }
  const requests = Array.from({ length: 25 }, (_, index) => ({
    facebookUserId: String(200_000_000_000 + index),
    name: ['Jane Doe', 'Amani Otieno', 'José García', 'Chloé Dubois', 'Wanjiru Kamau'][index % 5],
    answers: [{ question: 'What is your best email address?', answer: `member${index}@example.com` }],
    requestedAt: new Date(Date.now() - index * 60_000).toISOString(),
  }))
  const response = await fetch(`${baseUrl}/api/extension/requests`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ facebookGroupId: group.facebookGroupId, requests }),
  })
  if (!response.ok) throw new Error(`Seeding member requests failed: ${response.status} ${await response.text()}`)
}

let chrome: Awaited<ReturnType<typeof launchChromium>>
try {
  chrome = await launchChromium()
} catch (error) {
  console.error(`${(error as Error).message}: install Debian's chromium or set CHROMIUM_PATH. The Lighthouse bench did not run, and started nothing.`)
  process.exit(1)
}

let product: Awaited<ReturnType<typeof startProductForBench>> | null = null
try {
  product = await startProductForBench()
  const owner = await createBenchOwner(product)
  await seedRequests(product.baseUrl, owner.token)
  const cookies = await signInCookies(product.baseUrl, owner.email, 'bench-password-1')
  let signedIn = false

  const figures: Figure[] = [{ name: 'load average (1 min) at start', value: loadavg()[0]!, unit: '' }]
  for (const page of measured) {
    if (page.signedIn && !signedIn) {
      await signInChromium(chrome.port, product.baseUrl, cookies)
      signedIn = true
    }
    const result = await lighthouse(
      `${product.baseUrl}${page.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Every page from a cold cache. Lighthouse's storage reset clears the cache and the site's
        // storage but keeps cookies, so the session stays (the owner call below checks it).
      },
      // Lighthouse's default run: the mobile profile with simulated throttling.
      { extends: 'lighthouse:default', settings: { formFactor: 'mobile', throttlingMethod: 'simulate' } }
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}.`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page.path}: ${lhr.runtimeError.message}`)
    if (page.ownerCall) {
      const requests = ((lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? []).map(
        ({ url }) => new URL(url).pathname
      )
      if (!requests.includes(page.ownerCall)) {
        throw new Error(`${page.path} made no ${page.ownerCall} call: the page Lighthouse measured was not signed in.`)
      }
    }
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
    const lcp = (lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000
    const kilobytes = (lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1000
    const name = `${page.label} (${page.path}${page.signedIn ? ', signed in' : ''})`
    figures.push(
      { name: `${name} performance`, value: score('performance'), unit: '', ...(page.performance ? { target: { op: '>=' as const, value: page.performance } } : {}) },
      { name: `${name} LCP`, value: lcp, unit: 's', target: { op: '<=', value: page.lcpSeconds } },
      { name: `${name} transferred`, value: kilobytes, unit: 'kB', ...(page.kilobytes ? { target: { op: '<=' as const, value: page.kilobytes } } : {}) },
      { name: `${name} accessibility`, value: score('accessibility'), unit: '', target: { op: '>=', value: ACCESSIBILITY_TARGET } }
    )
    const layoutShift = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN
    figures.push({ name: `${name} CLS`, value: layoutShift, unit: '', target: { op: '<=', value: LAYOUT_SHIFT_TARGET } })
    console.log(`  measured ${name}; LCP element: ${lcpElement(lhr)}`)
  }
  figures.push({ name: 'load average (1 min) at the end', value: loadavg()[0]!, unit: '' })
  const ok = printFigures('Lighthouse, mobile profile (simulated throttling), Debian Chromium', figures)
  process.exitCode = ok ? 0 : 1
} finally {
  await chrome!.kill()
  await product?.stop()
}
