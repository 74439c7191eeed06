import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'joinflow',
      level: env.get('LOG_LEVEL', app.inTest ? 'silent' : 'info'),
      /*
       * Request bodies are never logged; these paths cover the places a
       * secret could still reach a log line through an error object.
       */
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'apiKey',
          '*.apiKey',
          'cardNumber',
          '*.cardNumber',
          '*.*.cardNumber',
          'securityCode',
          '*.securityCode',
          '*.*.securityCode',
          'headers.authorization',
          'headers.cookie',
        ],
        censor: '[redacted]',
      },
      transport: {
        targets: targets()
          .pushIf(app.inDev, targets.pretty())
          .pushIf(!app.inDev, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
