import pg from 'pg'

/**
 * With an external server, tests run on a database of their own beside the
 * configured one (`<name>_test`), recreated on every run.
 */
export async function testDatabaseUrl(baseUrl: string) {
  const url = new URL(baseUrl)
  const testName = `${url.pathname.slice(1) || 'joinflow'}_test`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    const name = admin.escapeIdentifier(testName)
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  url.pathname = `/${testName}`
  return { url: url.href, embedded: false, stop: async () => {} }
}
