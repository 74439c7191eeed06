import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import StartTrial from '#actions/subscriptions/start_trial'

export interface NewAccount {
  email: string
  password: string | null
  firstName: string | null
  lastName: string | null
}

/**
 * Creates an account: an owner ("user") on the free trial. Nobody starts
 * with power; the install's first account and the SUPER_ADMIN_EMAILS
 * accounts become super admins once their address is verified (see
 * earned_super_admin.ts).
 */
export class RegisterUser {
  async handle(account: NewAccount, trx?: TransactionClientContract) {
    const run = async (client: TransactionClientContract) => {
      const user = await User.create(
        {
          email: account.email.trim().toLowerCase(),
          password: account.password,
          firstName: account.firstName,
          lastName: account.lastName,
          role: 'user',
          isActive: true,
          permissions: [],
          emailVerifiedAt: null,
        },
        { client }
      )
      await new StartTrial().handle(user, client)
      return user
    }
    return trx ? run(trx) : db.transaction(run)
  }
}
