import { AuthenticationError } from '../errors.js'
import { APIResource } from '../resource.js'
import type {
  CurrentUser,
  EmailConfirmation,
  LoginParams,
  PasswordChangeParams,
  PasswordResetParams,
  PasswordResetRequested,
  SignedOutEverywhere,
  SignInProvider,
  SignupParams,
  User,
  VerificationEmail,
} from '../types.js'

export class Auth extends APIResource {
  /**
   * Public: creates an account and signs this client in with its password session (the first
   * account becomes the super admin).
   */
  signup(body: SignupParams): Promise<User> {
    return this.client.post<User>('/api/auth/signup', body)
  }

  /**
   * Signs a client created without a token in with a password session (the CLI's way to create an
   * API token, which a token cannot do). `logout()` ends the session.
   */
  login(body: LoginParams): Promise<User> {
    return this.client.post<User>('/api/auth/login', body)
  }

  /**
   * A password session only: changes the password. Every other session is signed out and every
   * API token revoked; this client stays signed in.
   */
  changePassword(body: PasswordChangeParams): Promise<SignedOutEverywhere> {
    return this.client.put<SignedOutEverywhere>('/api/auth/password', body)
  }

  /** Public: emails a reset link; the answer is the same whether or not the account exists. */
  requestPasswordReset(email: string): Promise<PasswordResetRequested> {
    return this.client.post<PasswordResetRequested>('/api/auth/forgot-password', { email })
  }

  /** Public: chooses a new password with an emailed reset token; every session and token of the account ends. */
  resetPassword(body: PasswordResetParams): Promise<SignedOutEverywhere> {
    return this.client.post<SignedOutEverywhere>('/api/auth/reset-password', body)
  }

  /** Public: confirms an address with the token of an emailed `/verify-email?token=…` link. */
  verifyEmail(token: string): Promise<EmailConfirmation> {
    return this.client.post<EmailConfirmation>('/api/auth/verify-email', { token })
  }

  /** A password session only: emails the signed-in owner a new confirmation link. */
  resendVerificationEmail(): Promise<VerificationEmail> {
    return this.client.post<VerificationEmail>('/api/auth/verify-email/resend')
  }

  /**
   * The account the token (or the web app's sign-in cookie) belongs to. Nobody signed in is an
   * {@link AuthenticationError}, as a token the API refuses is; {@link currentUser} answers `null`
   * instead.
   */
  async user(): Promise<CurrentUser> {
    const user = await this.currentUser()
    if (!user) {
      throw new AuthenticationError({
        status: 401,
        headers: {},
        body: { message: 'Nobody is signed in: the client sent no token and no session.', code: 'E_UNAUTHORIZED_ACCESS' },
      })
    }
    return user
  }

  /**
   * The signed-in account, or `null` for a visitor (no token, no session): the API answers
   * visitors with `{ "user": null }` rather than an error, so a public page can ask freely. A
   * token the API refuses is still an {@link AuthenticationError}.
   */
  async currentUser(): Promise<CurrentUser | null> {
    const body = await this.client.get<CurrentUser | { user: null }>('/api/auth/user')
    // Only the visitor's answer is null; anything else is passed on for callers that check what
    // the address answered (the extension tells a JoinFlow API from some other site).
    const visitor = typeof body === 'object' && body !== null && 'user' in body && body.user === null
    return visitor ? null : (body as CurrentUser)
  }

  /** Public: the providers offered on the sign-in page besides email and password. */
  providers(): Promise<SignInProvider[]> {
    return this.client.get<SignInProvider[]>('/api/auth/providers')
  }

  /**
   * Revokes the client's own token, or ends its password session; every later call with it is an
   * AuthenticationError (401).
   */
  async logout(): Promise<void> {
    await this.client.post('/api/auth/logout')
  }
}
