import { createOwnerWithToken } from '../../../e2e/support/api'
import { unreachableUrl } from '../support/fake-api'
import { expect, test } from './fixtures'

/* The extension against the real product started by e2e/global-setup.ts. */
const apiUrl = () => process.env.E2E_BASE_URL!
let owner: { email: string; token: string }

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

  await options.getByRole('button', { name: 'Save' }).click()
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
