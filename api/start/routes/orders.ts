/*
 * The public purchase flow: paying for a plan, then signing in as a
 * customer with the order ID. Both are public, keep CSRF protection (the
 * web app sends the X-XSRF-TOKEN header) and are rate limited.
 */
import router from '@adonisjs/core/services/router'
import { customerSignInThrottle, paymentThrottle } from '#start/limiter'

const OrdersController = () => import('#controllers/orders_controller')

router
  .group(() => {
    router.post('process-payment', [OrdersController, 'store']).as('orders.store').use(paymentThrottle)
    router.post('customer/login', [OrdersController, 'login']).as('customer.login').use(customerSignInThrottle)
  })
  .prefix('api')
  .as('api')
