/*
 * Buying a plan and living with it: the public purchase flow (with its
 * details step's own check), the purchaser's sign-in with the order ID and
 * the link that sets up their account, the checkout tracking behind the
 * conversion figure, the signed-in owner's checkout, subscription and
 * billing (receipts, cancel and resume, plan changes, claiming purchases
 * made with their email), and Stripe's webhook. The public posts keep CSRF
 * protection (the web app sends the X-XSRF-TOKEN header) and are rate
 * limited; Stripe's webhook is verified by its signature instead.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { checkoutStartThrottle, customerSignInThrottle, paymentThrottle } from '#start/limiter'

const OrdersController = () => import('#controllers/orders_controller')
const CheckoutController = () => import('#controllers/checkout_controller')
const SubscriptionsController = () => import('#controllers/subscriptions_controller')
const BillingController = () => import('#controllers/billing_controller')
const PurchaseLinksController = () => import('#controllers/purchase_links_controller')
const StripeWebhooksController = () => import('#controllers/stripe_webhooks_controller')

router
  .group(() => {
    router.post('order/details', [OrdersController, 'checkDetails']).as('orders.details').use(checkoutStartThrottle)
    router.post('process-payment', [OrdersController, 'store']).as('orders.store').use(paymentThrottle)
    router.post('customer/login', [OrdersController, 'login']).as('customer.login').use(customerSignInThrottle)
    router
      .post('customer/account-link', [OrdersController, 'sendAccountLink'])
      .as('customer.account_link')
      .use(customerSignInThrottle)
    router.post('checkout/start', [CheckoutController, 'start']).as('checkout.start').use(checkoutStartThrottle)
    router.post('purchase-link', [PurchaseLinksController, 'show']).as('purchase_link.show').use(customerSignInThrottle)
    router.post('purchase-link/account', [PurchaseLinksController, 'setUp']).as('purchase_link.account').use(customerSignInThrottle)
    router.post('webhooks/stripe', [StripeWebhooksController, 'handle']).as('webhooks.stripe')

    router
      .group(() => {
        router.get('billing/purchases', [BillingController, 'purchases']).as('billing.purchases')
        router.post('billing/claim', [BillingController, 'claim']).as('billing.claim')
        router.get('billing', [BillingController, 'show']).as('billing.show')
        router.get('billing/receipts', [BillingController, 'receipts']).as('billing.receipts')
        router
          .get('billing/receipts/:id', [BillingController, 'receipt'])
          .as('billing.receipt')
          .where('id', router.matchers.number())
        router.post('billing/change-plan/preview', [BillingController, 'previewChange']).as('billing.change_plan.preview')
        router.post('billing/change-plan', [BillingController, 'changePlan']).as('billing.change_plan').use(paymentThrottle)
        router.post('billing/cancel', [BillingController, 'cancel']).as('billing.cancel')
        router.post('billing/resume', [BillingController, 'resume']).as('billing.resume')
        router.post('payment/process', [CheckoutController, 'pay']).as('payment.process').use(paymentThrottle)
        router.get('subscription', [SubscriptionsController, 'show']).as('subscription.show')
      })
      .use(middleware.auth())
  })
  .prefix('api')
  .as('api')
