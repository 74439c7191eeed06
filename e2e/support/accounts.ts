/*
 * Accounts for the web app's end-to-end tests. The database is shared by
 * every test of a run, so each test makes its own account with an address
 * nobody else uses.
 */
import { expect, type Page } from '@playwright/test'
import { ApiSession } from './api.js'
import { SUPER_ADMIN_EMAIL } from './product.js'
import { CONFIRMATION_SUBJECT, emailedLink } from './mail.js'

export interface Account {
  email: string
  password: string
  firstName: string
  lastName: string
}

let sequence = 0

function uniqueEmail(label: string) {
  sequence += 1
  return `${label}-${Date.now()}-${sequence}@example.test`
}

export function newAccount(label: string): Account {
  return { email: uniqueEmail(label), password: 'correct-horse-42', firstName: 'Grace', lastName: 'Owner' }
}

/** The product's URL, set by e2e/global-setup.ts before any test runs. */
export function productUrl() {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set; run the tests through `npx playwright test`.')
  return url
}

/**
 * Confirms `email` with the link its confirmation email holds, as its owner opening it would
 * (the web page posts the link's token).
 */
export async function confirmEmail(email: string) {
  const link = new URL(await emailedLink(email, CONFIRMATION_SUBJECT, '/verify-email'))
  await new ApiSession(productUrl()).request('POST', '/api/auth/verify-email', { token: link.searchParams.get('token') })
}

/** Signs `account` up through the API, leaving that API session signed in. */
export async function signUpThroughApi(account: Account) {
  const session = new ApiSession(productUrl())
  await session.request('POST', '/api/auth/signup', account)
  return session
}

/** The fixed super admin named in SUPER_ADMIN_EMAILS; whichever test needs it first creates it. */
export const SUPER_ADMIN: Account = {
  email: SUPER_ADMIN_EMAIL,
  password: 'founder-password-1',
  firstName: 'Fran',
  lastName: 'Founder',
}

/** SUPER_ADMIN_EMAILS makes the account super admin once its address is confirmed. */
async function openSuperAdminSession() {
  const session = new ApiSession(productUrl())
  try {
    await session.request('POST', '/api/auth/signup', SUPER_ADMIN)
    await confirmEmail(SUPER_ADMIN.email)
  } catch (error) {
    if (!String(error).includes('→ 422')) throw error
    await session.request('POST', '/api/auth/login', { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password })
  }
  return session
}

// One session per test worker: signing in again for every test would run into the sign-in rate limit.
let superAdmin: Promise<ApiSession> | undefined

/** An API session of the fixed super admin, creating the account on first use. */
export function superAdminSession() {
  superAdmin ??= openSuperAdminSession().catch((error) => {
    superAdmin = undefined
    throw error
  })
  return superAdmin
}

/**
 * Signs the page's browser context in through the API, the way the web app does it (XSRF
 * header on the write), for tests whose subject is not the sign-in form itself.
 */
export async function signInBrowser(page: Page, { email, password }: Pick<Account, 'email' | 'password'>) {
  await page.request.get('/api/health')
  const xsrf = (await page.context().cookies()).find(({ name }) => name === 'XSRF-TOKEN')
  expect(xsrf, 'the server sets an XSRF-TOKEN cookie').toBeDefined()
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf!.value) },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Fills and submits the email form of the /login page (its "Sign in" tab is the default). */
export async function signInWithForm(page: Page, { email, password }: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** What the API says about the browser's session: the status of GET /api/auth/user and its body. */
export async function currentUserFromPage(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/user', { headers: { accept: 'application/json' } })
    return {
      status: response.status,
      body: (await response.json()) as { email?: string; message?: string; isEmailVerified?: boolean; code?: string; user?: null },
    }
  })
}
