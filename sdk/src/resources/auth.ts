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

export class Auth extends APIResource {
  /** The account the token (or the web app's sign-in cookie) belongs to. */
  user(): Promise<User> {
    return this.client.get<User>('/api/auth/user')
  }
}
