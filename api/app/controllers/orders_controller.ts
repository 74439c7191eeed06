import type { HttpContext } from '@adonisjs/core/http'
import PlaceOrder, { publicPurchase } from '#actions/orders/place_order'
import { paymentGateway } from '#services/payments/main'
import SignInCustomer from '#actions/orders/sign_in_customer'
import SendAccountLink from '#actions/orders/send_account_link'
import { customerView, orderReceipt } from '#services/orders/purchases'
import { checkoutAttemptKey, customerLoginValidator, orderDetailsValidator, processPaymentValidator } from '#validators/payment'

const LOGIN_FAILED = 'Login Failed. Invalid email or order ID. Please check your credentials.'

/** The public purchase flow and the purchaser's sign-in with an order ID. */
export default class OrdersController {
  async store({ request, response }: HttpContext) {
    const input = await request.validateUsing(processPaymentValidator)
    const key = checkoutAttemptKey(request.header('idempotency-key'))
    const result = await new PlaceOrder(paymentGateway()).handle(publicPurchase(input), key)
    if (result.replayed) response.header('Idempotent-Replayed', 'true')
    if (result.status === 'declined') {
      return response.status(402).send({ message: result.declineReason, code: 'E_PAYMENT_DECLINED' })
    }
    return response.created(orderReceipt(result.order))
  }

  async login({ request, response }: HttpContext) {
    const order = await new SignInCustomer().handle(await request.validateUsing(customerLoginValidator))
    if (!order) return response.unauthorized({ message: LOGIN_FAILED, code: 'E_INVALID_CREDENTIALS' })
    return customerView(order)
  }

  /** The customer dashboard's "set up your account": a new link, sent to the order's address. */
  async sendAccountLink({ request, response }: HttpContext) {
    const order = await new SignInCustomer().handle(await request.validateUsing(customerLoginValidator))
    if (!order) return response.unauthorized({ message: LOGIN_FAILED, code: 'E_INVALID_CREDENTIALS' })
    return response.accepted(await new SendAccountLink().handle(order))
  }

  /** /order2's own check of its fields, with the messages the payment step would give. */
  async checkDetails({ request }: HttpContext) {
    return request.validateUsing(orderDetailsValidator)
  }
}
