import env from '#start/env'
import type { PaymentGateway } from '#services/payments/gateway'
import SandboxGateway from '#services/payments/sandbox_gateway'
import StripeGateway from '#services/payments/stripe_gateway'

/** Stripe when STRIPE_SECRET_KEY is set; the sandbox, whose test cards behave like a processor's, otherwise. */
export function paymentGateway(): PaymentGateway {
  const secretKey = env.get('STRIPE_SECRET_KEY')
  return secretKey ? new StripeGateway({ secretKey, apiBase: env.get('STRIPE_API_BASE') }) : new SandboxGateway()
}
