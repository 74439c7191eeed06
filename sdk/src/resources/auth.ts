import { APIResource } from '../resource.js'

export type Role = 'user' | 'admin' | 'super_admin'

export interface User {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  role: Role
  isSuperAdmin: boolean
  isActive: boolean
  /** ISO 8601 timestamp. */
  createdAt: string
  /** Such as `manage_pricing` and `manage_content`. */
  permissions: string[]
}

/** A sign-in provider the server holds keys for, such as Google. */
export interface SignInProvider {
  id: string
  name: string
}

export class Auth extends APIResource {
  /** The account the token (or the web app's sign-in cookie) belongs to. */
  user(): Promise<User> {
    return this.client.get<User>('/api/auth/user')
  }

  /** Public: the providers offered on the sign-in page besides email and password. */
  providers(): Promise<SignInProvider[]> {
    return this.client.get<SignInProvider[]>('/api/auth/providers')
  }

  /** Revokes the client's own token; every later call with it is an AuthenticationError (401). */
  async logout(): Promise<void> {
    await this.client.post('/api/auth/logout')
  }
}
