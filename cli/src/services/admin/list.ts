import type { AdminUser, JoinFlowClient, ListResult } from '@joinflow/sdk'
import { renderInfo, renderResult, renderTable, withSpinner } from '../../ui/index.js'
import { allPages } from '../all_pages.js'

const fullName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—'

/** Super admins are badged: their role and status cannot be changed from here. */
export function roleLabel(user: AdminUser): string {
  return user.isSuperAdmin ? 'SUPER ADMIN' : user.role
}

export async function listUsers(client: JoinFlowClient): Promise<ListResult<AdminUser>> {
  const data = await withSpinner('Loading users', () => allPages(client.admin.users.iterate({ sort: ['id', 'ASC'] })))
  const users = { data, total: data.length }
  renderResult(users, () => {
    if (data.length === 0) {
      renderInfo({ headline: 'No users yet.' })
      return
    }
    renderTable(
      [
        { header: 'ID', value: (user) => String(user.id) },
        { header: 'Email', value: (user) => user.email },
        { header: 'Name', value: (user) => fullName(user) },
        { header: 'Role', value: (user) => roleLabel(user), color: (user) => (user.isSuperAdmin ? 'magenta' : undefined) },
        { header: 'Active', value: (user) => (user.isActive ? 'Yes' : 'No'), color: (user) => (user.isActive ? 'green' : 'red') },
        { header: 'Plan', value: (user) => user.planType ?? '—' },
      ],
      data,
    )
  })
  return users
}
