/*
 * Health, sign-in (password, providers, reset), the current user, API
 * tokens and the super admins' outbox.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { signInThrottle, verificationEmailThrottle } from '#start/limiter'

const HealthController = () => import('#controllers/health_controller')
const SessionController = () => import('#controllers/auth/session_controller')
const SignupController = () => import('#controllers/auth/signup_controller')
const PasswordResetController = () => import('#controllers/auth/password_reset_controller')
const EmailVerificationController = () => import('#controllers/auth/email_verification_controller')
const PasswordController = () => import('#controllers/auth/password_controller')
const SocialLoginController = () => import('#controllers/auth/social_login_controller')
const TokensController = () => import('#controllers/tokens_controller')
const OutboxController = () => import('#controllers/admin/outbox_controller')

router
  .group(() => {
    router.get('health', [HealthController, 'show']).as('health')

    router
      .group(() => {
        router.post('signup', [SignupController, 'store']).as('signup')
        router.post('login', [SessionController, 'store']).as('login')
        router.post('forgot-password', [PasswordResetController, 'request']).as('password.request')
        router.post('reset-password', [PasswordResetController, 'reset']).as('password.reset')
        router.post('verify-email', [EmailVerificationController, 'confirm']).as('email.verify')
      })
      .prefix('auth')
      .as('auth')
      .use(signInThrottle)

    router.get('auth/providers', [SocialLoginController, 'providers']).as('auth.providers')
    router.get('auth/user', [SessionController, 'show']).as('auth.user').use(middleware.identityAuth())
    router
      .post('auth/verify-email/resend', [EmailVerificationController, 'resend'])
      .as('auth.email.resend')
      .use([middleware.auth(), verificationEmailThrottle])
    router.put('auth/password', [PasswordController, 'update']).as('auth.password').use(middleware.auth())
    router.post('auth/logout', [SessionController, 'destroy']).as('auth.logout')
    router.get('logout', [SessionController, 'signOutPage']).as('logout')

    router.get('login', [SocialLoginController, 'chooser']).as('login')
    router.get('login/:provider', [SocialLoginController, 'redirect']).as('login.provider')
    router.get('login/:provider/callback', [SocialLoginController, 'callback']).as('login.callback')

    router
      .group(() => {
        router.get('tokens', [TokensController, 'index']).as('tokens.index')
        router.post('tokens', [TokensController, 'store']).as('tokens.store')
        router
          .delete('tokens/:id', [TokensController, 'destroy'])
          .as('tokens.destroy')
          .where('id', router.matchers.number())

        router.get('admin/outbox', [OutboxController, 'index']).as('admin.outbox')
      })
      .use(middleware.auth())
  })
  .prefix('api')
  .as('api')
