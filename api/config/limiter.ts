import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/limiter'

/*
 * Limits live in PostgreSQL so they hold across API processes.
 */
const limiterConfig = defineConfig({
  default: 'database',
  stores: {
    database: stores.database({
      tableName: 'rate_limits',
      clearExpiredByTimeout: !app.inTest,
    }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
