import { defineConfig } from '@adonisjs/core/bodyparser'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: false,
    limit: '1mb',
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  /*
   * No route takes uploads, so multipart bodies are never written to temporary
   * files; a route that needs them would list itself in processManually.
   */
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '5mb',
    types: ['multipart/form-data'],
  },
})
