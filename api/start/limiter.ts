import limiter from '@adonisjs/limiter/services/main'

/** Sign-in, sign-up and reset requests: per client address and per email. */
export const signInThrottle = limiter.define('sign_in', (ctx) => {
  const email = String(ctx.request.input('email', '')).trim().toLowerCase()
  return limiter
    .allowRequests(10)
    .every('1 minute')
    .usingKey(`sign_in:${ctx.request.ip()}:${email}`)
    .limitExceeded((error) => {
      const seconds = error.response.availableIn
      error.setMessage(`Too many sign-in attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`)
    })
})

/** Payment attempts per client address: enough for a few retries, not for testing stolen cards. */
export const paymentThrottle = limiter.define('payment', (ctx) => {
  return limiter
    .allowRequests(10)
    .every('10 minutes')
    .usingKey(`payment:${ctx.request.ip()}`)
    .limitExceeded((error) => {
      const seconds = error.response.availableIn
      error.setMessage(`Too many payment attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`)
    })
})

/** Customer sign-in with an order ID: per client address and per email, like the owners' sign-in. */
export const customerSignInThrottle = limiter.define('customer_sign_in', (ctx) => {
  const email = String(ctx.request.input('email', '')).trim().toLowerCase()
  return limiter
    .allowRequests(10)
    .every('1 minute')
    .usingKey(`customer_sign_in:${ctx.request.ip()}:${email}`)
    .limitExceeded((error) => {
      const seconds = error.response.availableIn
      error.setMessage(`Too many sign-in attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`)
    })
})

/** Checkout starts per client address: generous for real visitors, a ceiling on inflating the conversion figure. */
export const checkoutStartThrottle = limiter.define('checkout_start', (ctx) => {
  return limiter
    .allowRequests(60)
    .every('10 minutes')
    .usingKey(`checkout_start:${ctx.request.ip()}`)
    .limitExceeded((error) => {
      const seconds = error.response.availableIn
      error.setMessage(`Too many requests. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`)
    })
})

/** New confirmation links per account: a few for a lost email, not a way to flood an inbox. */
export const verificationEmailThrottle = limiter.define('verification_email', (ctx) => {
  return limiter
    .allowRequests(5)
    .every('1 hour')
    .usingKey(`verification_email:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => {
      const minutes = Math.ceil(error.response.availableIn / 60)
      error.setMessage(`Too many confirmation emails. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`)
    })
})
