import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User, { type UserRole } from '#models/user'
import StartTrial from '#actions/subscriptions/start_trial'

export interface NewAccount {
  email: string
  password: string | null
  firstName: string | null
  lastName: string | null
}

/** Serialises the "first account becomes super admin" check across processes. */
const FIRST_ACCOUNT_LOCK = 7_420_001

/**
 * Creates an account. The first account on an empty install and the
 * accounts named in SUPER_ADMIN_EMAILS are super admins; everyone else
 * starts as an owner ("user"). Every account starts with the free trial.
 */
export class RegisterUser {
  async handle(account: NewAccount, trx?: TransactionClientContract) {
    const run = async (client: TransactionClientContract) => {
      await client.rawQuery('SELECT pg_advisory_xact_lock(?)', [FIRST_ACCOUNT_LOCK])
      const existing = await client.from('users').count('* as total').first()
      const isFirst = Number(existing?.total ?? 0) === 0
      const email = account.email.trim().toLowerCase()
      const fixed = User.fixedSuperAdminEmails().includes(email)
      const role: UserRole = fixed || isFirst ? 'super_admin' : 'user'
      const user = await User.create(
        {
          email,
          password: account.password,
          firstName: account.firstName,
          lastName: account.lastName,
          role,
          isActive: true,
          permissions: [],
        },
        { client }
      )
      await new StartTrial().handle(user, client)
      return user
    }
    return trx ? run(trx) : db.transaction(run)
  }
}
