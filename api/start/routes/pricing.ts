/*
 * Plans (public list and quote, super-admin editor, admin pricing page) and the
 * order page's editable headings. Reads are public because the order page
 * shows them to visitors; every change needs manage_pricing or
 * manage_content, which super admins always hold.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PricingController = () => import('#controllers/pricing_controller')
const AdminPricingController = () => import('#controllers/admin/pricing_controller')
const PageContentsController = () => import('#controllers/page_contents_controller')
const CheckoutController = () => import('#controllers/checkout_controller')

router
  .group(() => {
    router.get('pricing', [PricingController, 'index']).as('pricing.index')
    router.get('pricing/quote', [CheckoutController, 'quote']).as('pricing.quote')
    router.get('content/page/order', [PageContentsController, 'show']).as('content.order.show')

    router
      .group(() => {
        router.post('pricing', [PricingController, 'store']).as('pricing.store')
        router.patch('pricing/:id', [PricingController, 'update']).as('pricing.update')
        // PUT is kept for one release as an alias of PATCH (see docs/openapi.yaml).
        router.put('pricing/:id', [PricingController, 'update']).as('pricing.update_put')
        router.get('admin/pricing', [AdminPricingController, 'index']).as('admin.pricing.index')
        router.patch('admin/pricing/:planId', [AdminPricingController, 'update']).as('admin.pricing.update')
        // PUT is kept for one release as an alias of PATCH (see docs/openapi.yaml).
        router.put('admin/pricing/:planId', [AdminPricingController, 'update']).as('admin.pricing.update_put')
        router.patch('content/page/order', [PageContentsController, 'update']).as('content.order.update')
        // PUT is kept for one release as an alias of PATCH (see docs/openapi.yaml).
        router.put('content/page/order', [PageContentsController, 'update']).as('content.order.update_put')
      })
      .where('id', router.matchers.number())
      .where('planId', router.matchers.number())
      .use(middleware.auth())
  })
  .prefix('api')
  .as('api')
