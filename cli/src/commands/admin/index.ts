import { InvalidArgumentError, type Command } from 'commander'
import type { AssignableRole } from '@joinflow/sdk'
import { signedInClient } from '../../connection.js'
import { listUsers } from '../../services/admin/list.js'
import { setUserRole } from '../../services/admin/role.js'
import { setUserActive } from '../../services/admin/status.js'
import { examples, parseId } from '../shared.js'

const ASSIGNABLE_ROLES: readonly AssignableRole[] = ['user', 'admin']

function parseRole(value: string): AssignableRole {
  if (!(ASSIGNABLE_ROLES as readonly string[]).includes(value)) {
    throw new InvalidArgumentError('Expected user or admin; super_admin is never assigned.')
  }
  return value as AssignableRole
}

export function registerAdmin(program: Command): void {
  const admin = program
    .command('admin')
    .description('Super admin tools (super admins only)')
    .addHelpText('after', examples('joinflow admin users list', 'joinflow admin users role 7 user'))
  const users = admin
    .command('users')
    .description('List users and change their role or whether they may sign in')
    .addHelpText(
      'after',
      examples('joinflow admin users list', 'joinflow admin users role 7 admin', 'joinflow admin users deactivate 7 --json'),
    )

  users
    .command('list')
    .description('List every account with its role, status and plan')
    .addHelpText('after', examples('joinflow admin users list', 'joinflow admin users list --json'))
    .action(async () => {
      await listUsers(await signedInClient())
    })

  users
    .command('role')
    .description('Make a user an admin (manage_pricing and manage_content) or a plain user')
    .argument('<id>', 'the user ID shown by `joinflow admin users list`', parseId)
    .argument('<role>', 'user or admin', parseRole)
    .addHelpText('after', examples('joinflow admin users role 7 admin', 'joinflow admin users role 7 user --json'))
    .action(async (id: number, role: AssignableRole) => {
      await setUserRole({ id, role }, await signedInClient())
    })

  users
    .command('activate')
    .description('Let a user sign in again')
    .argument('<id>', 'the user ID', parseId)
    .addHelpText('after', examples('joinflow admin users activate 7'))
    .action(async (id: number) => {
      await setUserActive({ id, isActive: true }, await signedInClient())
    })

  users
    .command('deactivate')
    .description('Stop a user from signing in')
    .argument('<id>', 'the user ID', parseId)
    .addHelpText('after', examples('joinflow admin users deactivate 7', 'joinflow admin users deactivate 7 --json'))
    .action(async (id: number) => {
      await setUserActive({ id, isActive: false }, await signedInClient())
    })
}
