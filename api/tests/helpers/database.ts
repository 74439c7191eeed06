import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'

/**
 * A global transaction for one test, rolled back after it. The test starts
 * with no rate-limit counts: counts committed by tests that ran outside a
 * transaction are deleted inside it, so the rollback brings them back.
 */
export async function isolatedTransaction() {
  const rollback = await testUtils.db().withGlobalTransaction()
  await db.from('rate_limits').delete()
  return rollback
}
