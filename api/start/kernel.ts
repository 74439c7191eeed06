import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

/*
 * Each entry composes several middleware (container bindings, request id,
 * web assets, CORS; body parser, browser session, authenticator, bouncer),
 * built once instead of resolved from the container on every request.
 */
server.use([() => import('#middleware/http_entry_middleware')])

router.use([() => import('#middleware/route_entry_middleware')])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  silentAuth: () => import('#middleware/silent_auth_middleware'),
  identityAuth: () => import('#middleware/identity_auth_middleware'),
})
