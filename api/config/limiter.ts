import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/limiter'
import type { LimiterConsumptionOptions, LimiterStoreContract } from '@adonisjs/limiter/types'

type StoreFactory = (options: LimiterConsumptionOptions) => LimiterStoreContract

/*
 * The limiter builds one store per limit on the database client of its
 * first use, and keeps it. Every test runs inside a global transaction of
 * its own, so a store kept from one test would write through a transaction
 * already rolled back (500s), or through the plain client past every
 * rollback (limits counted across tests, 429s). In tests each call takes
 * the client current at that moment instead: what a test counts rolls back
 * with it.
 */
class CurrentClientStore implements LimiterStoreContract {
  readonly name: string
  readonly requests: number
  readonly duration: number
  readonly blockDuration: number

  constructor(private make: () => LimiterStoreContract) {
    const store = make()
    this.name = store.name
    this.requests = store.requests
    this.duration = store.duration
    this.blockDuration = store.blockDuration
  }

  consume(key: string | number) {
    return this.make().consume(key)
  }
  increment(key: string | number) {
    return this.make().increment(key)
  }
  decrement(key: string | number) {
    return this.make().decrement(key)
  }
  block(key: string | number, duration: string | number) {
    return this.make().block(key, duration)
  }
  set(key: string | number, requests: number, duration?: string | number) {
    return this.make().set(key, requests, duration)
  }
  delete(key: string | number) {
    return this.make().delete(key)
  }
  get(key: string | number) {
    return this.make().get(key)
  }
  clear() {
    return this.make().clear()
  }
}

function databaseStore(config: Parameters<typeof stores.database>[0]) {
  const store = stores.database(config)
  if (!app.inTest) return store
  return configProvider.create<StoreFactory>(async (application) => {
    const make = (await store.resolver(application)) as StoreFactory
    return (options) => new CurrentClientStore(() => make(options))
  })
}

/*
 * Limits live in PostgreSQL so they hold across API processes.
 */
const limiterConfig = defineConfig({
  default: 'database',
  stores: {
    database: databaseStore({
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
