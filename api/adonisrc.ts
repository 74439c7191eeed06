import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  experimental: {
    mergeMultipartFieldsAndFiles: true,
    shutdownInReverseOrder: true,
  },

  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/mail/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/ally/ally_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('#providers/queue_provider'),
    () => import('#providers/auth_cache_provider'),
  ],

  /*
   * Preloads are imported concurrently. The kernel and the limiters are
   * imported by the routes (kernel first) rather than listed here: two
   * concurrent imports of a module that waits on the app at top level can
   * see each other's exports before they are initialised.
   */
  preloads: [
    () => import('#start/routes'),
    () => import('#start/jobs'),
    { file: () => import('#start/outbound_guard'), environment: ['web', 'console'] },
  ],

  tests: {
    suites: [
      {
        files: ['tests/unit/**/*.spec(.ts|.js)'],
        name: 'unit',
        timeout: 5000,
      },
      {
        files: ['tests/functional/**/*.spec(.ts|.js)'],
        name: 'functional',
        timeout: 30000,
      },
      {
        // Processes killed and PostgreSQL restarted under load: last, and minutes long.
        files: ['tests/resilience/**/*.spec(.ts|.js)'],
        name: 'resilience',
        timeout: 300000,
      },
    ],
    forceExit: true,
  },

  metaFiles: [],
})
