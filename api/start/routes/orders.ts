/*
 * Buying a plan: the public purchase flow and the purchaser's sign-in with
 * the order ID, the checkout tracking behind the conversion figure, the
 * signed-in owner's checkout and subscription, and claiming a public
 * purchase (from the account, or through the link emailed with it). The public posts keep
 * CSRF protection (the web app sends the X-XSRF-TOKEN header) and are rate
 * limited.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { checkoutStartThrottle, customerSignInThrottle, paymentThrottle } from '#start/limiter'

const OrdersController = () => import('#controllers/orders_controller')
const CheckoutController = () => import('#controllers/checkout_controller')
const SubscriptionsController = () => import('#controllers/subscriptions_controller')
const BillingController = () => import('#controllers/billing_controller')
const PurchaseLinksController = () => import('#controllers/purchase_links_controller')

router
  .group(() => {
    router.post('process-payment', [OrdersController, 'store']).as('orders.store').use(paymentThrottle)
    router.post('customer/login', [OrdersController, 'login']).as('customer.login').use(customerSignInThrottle)
    router.post('checkout/start', [CheckoutController, 'start']).as('checkout.start').use(checkoutStartThrottle)
    router.post('purchase-link', [PurchaseLinksController, 'show']).as('purchase_link.show').use(customerSignInThrottle)

    router
      .group(() => {
        // Claiming comes before the owner checkout in the contract test's walk through the routes.
        router.get('billing/purchases', [BillingController, 'purchases']).as('billing.purchases')
        router.post('billing/claim', [BillingController, 'claim']).as('billing.claim')
        router.post('payment/process', [CheckoutController, 'pay']).as('payment.process').use(paymentThrottle)
        router.get('subscription', [SubscriptionsController, 'show']).as('subscription.show')
      })
      .use(middleware.auth())
  })
  .prefix('api')
  .as('api')
