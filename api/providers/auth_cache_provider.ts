import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Starts listening for auth-cache invalidations in HTTP processes (see
 * app/services/auth/auth_cache.ts). Tests run in one process and need no
 * listener; other processes never serve from the cache.
 */
export default class AuthCacheProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    const environment = this.app.getEnvironment()
    if (environment !== 'web' && environment !== 'test') return
    const { default: authCache } = await import('#services/auth/auth_cache')
    if (environment === 'test') return authCache.enableWithoutListener()
    const { databaseUrl } = await import('#services/infra/database_url')
    const logger = await this.app.container.make('logger')
    const { isDatabaseOutage, isServerShutdown, reportDatabaseAway } = await import('#services/infra/database_errors')
    await authCache.listen(databaseUrl(), (error) => {
      if (isServerShutdown(error)) return
      if (isDatabaseOutage(error)) return reportDatabaseAway(logger, error)
      logger.warn({ err: error }, 'auth cache listener lost its connection; serving without the cache')
    })
  }

  async shutdown() {
    const { default: authCache } = await import('#services/auth/auth_cache')
    await authCache.stop()
  }
}
