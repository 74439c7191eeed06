import { createOwnerWithToken } from '../../../e2e/support/api'
import { unreachableUrl } from '../support/fake-api'
import { expect, test } from './fixtures'

/* The extension against the real product started by e2e/global-setup.ts. */
const apiUrl = () => process.env.E2E_BASE_URL!
let owner: Awaited<ReturnType<typeof createOwnerWithToken>>

test.beforeAll(async () => {
  owner = await createOwnerWithToken(apiUrl())
})

test('connects with an API token and shows the owner in the popup', async ({
  context,
  extensionId,
}) => {
  const options = await context.newPage()
  await options.goto(`chrome-extension://${extensionId}/options.html`)
  await options.getByLabel('API URL').fill(apiUrl())
  await options.getByLabel('API token').fill(owner.token)

  await options.getByRole('button', { name: 'Test connection' }).click()
  await expect(options.getByRole('status')).toContainText(`Connected as ${owner.email}`)

  await options.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(options.getByText('Settings saved.')).toBeVisible()

  const popup = await context.newPage()
  await popup.goto(`chrome-extension://${extensionId}/popup.html`)
  await expect(popup.getByRole('status')).toContainText(`Connected as ${owner.email}`)
})

test('explains a rejected token', async ({ context, extensionId }) => {
  const options = await context.newPage()
  await options.goto(`chrome-extension://${extensionId}/options.html`)
  await options.getByLabel('API URL').fill(apiUrl())
  await options.getByLabel('API token').fill('jf_MQ.bm90LWEtcmVhbC10b2tlbg')

  await options.getByRole('button', { name: 'Test connection' }).click()

  await expect(options.getByRole('status')).toContainText(
    'The token was rejected. Create a new one in JoinFlow → API tokens.',
  )
})

test('explains an API it cannot reach', async ({ context, extensionId }) => {
  const apiUrl = await unreachableUrl()
  const options = await context.newPage()
  await options.goto(`chrome-extension://${extensionId}/options.html`)
  await options.getByLabel('API URL').fill(apiUrl)
  await options.getByLabel('API token').fill(owner.token)

  await options.getByRole('button', { name: 'Test connection' }).click()

  await expect(options.getByRole('status')).toContainText(
    `Could not reach the JoinFlow API at ${apiUrl}.`,
  )
})

test('shows that nothing is connected yet', async ({ context, extensionId }) => {
  const popup = await context.newPage()
  await popup.goto(`chrome-extension://${extensionId}/popup.html`)

  await expect(popup.getByRole('status')).toContainText('Not connected')
  await expect(popup.getByRole('button', { name: 'Open settings' })).toBeVisible()
})

test('connects from the dashboard with one click, without copying a token', async ({ context, extensionId }) => {
  const page = await context.newPage()
  // Signs the browser in the way the web app does: the XSRF cookie's value as a header on the write.
  await page.request.get(`${apiUrl()}/api/health`)
  const xsrf = (await context.cookies()).find(({ name }) => name === 'XSRF-TOKEN')!
  const login = await page.request.post(`${apiUrl()}/api/auth/login`, {
    data: { email: owner.email, password: 'owner-password-1' },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf.value) },
  })
  expect(login.status()).toBe(200)

  await page.goto(`${apiUrl()}/`)
  const card = page.getByRole('region', { name: 'Chrome Extension' })
  // Installed in this browser, not yet connected to this account.
  await expect(card).toContainText('Not connected')
  await card.getByRole('button', { name: 'Connect extension' }).click()

  await expect(card).toContainText(`The extension is connected as ${owner.email}.`)
  await expect(card.getByText('Connected', { exact: true })).toBeVisible()
  await expect(card).toContainText('Last seen')
  await card.screenshot({ path: '.data/test-results/extension-card-connected.png' })

  const popup = await context.newPage()
  await popup.goto(`chrome-extension://${extensionId}/popup.html`)
  await expect(popup.getByRole('status')).toContainText(`Connected as ${owner.email}`)
  await expect(popup.getByRole('status')).toContainText(apiUrl())

  const tokens = (await owner.session.request('GET', '/api/tokens')) as { name: string }[]
  // The token the test began with was also named "Chrome extension": connecting replaced it.
  expect(tokens.map(({ name }) => name)).toEqual(['Chrome extension'])
})
