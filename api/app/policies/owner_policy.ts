import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * Ownership first: a record belongs to exactly one owner, and to anyone
 * else it does not exist (404, never 403, so ids reveal nothing).
 */
export default abstract class OwnerPolicy extends BasePolicy {
  protected owns(user: User, record: { userId: number }, notFoundMessage: string) {
    return user.id === record.userId || AuthorizationResponse.deny(notFoundMessage, 404)
  }

  /** Reviewers of what owners publish through JoinFlow: super admins and holders of manage_content. */
  protected reviewsContent(user: User) {
    return user.isSuperAdmin || user.permissions.includes('manage_content')
  }
}
