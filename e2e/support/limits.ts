/*
 * Every test browser and SDK client reaches the product from 127.0.0.1, so
 * the per-address payment limit (10 attempts in 10 minutes) counts the
 * purchases of every spec together (keys carry the store's prefix, hence the
 * pattern). A spec that pays starts from a clean
 * count, as a visitor from their own address would.
 */
import pg from 'pg'

export async function forgetPaymentAttempts() {
  const url = process.env.E2E_DATABASE_URL
  if (!url) throw new Error('E2E_DATABASE_URL is not set; run the tests through `npx playwright test`.')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`DELETE FROM rate_limits WHERE key LIKE '%payment%'`)
  } finally {
    await client.end()
  }
}
