import { Card, Chip, MenuItem, Select, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, DateField, FunctionField, ListBase, Pagination, TextField, useRecordContext, useRefresh } from 'react-admin';
import { useToast } from '../common/useToast';
import { serverMessage } from '../integrations/serverMessage';
import { AdminPage } from './AdminLayout';
import { adminApi, type AdminUser, type AssignableRole } from './adminApi';

export const ADMIN_USERS_RESOURCE = 'admin/users';

const fullName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';

const SuperAdminBadge = () => <Chip label="SUPER ADMIN" color="secondary" size="small" sx={{ fontWeight: 700 }} />;

/** Role user or admin; super admins are badged and cannot be changed from here. */
const RoleControl = () => {
  const user = useRecordContext<AdminUser>();
  const refresh = useRefresh();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  if (user.isSuperAdmin) return <SuperAdminBadge />;

  const change = async (role: AssignableRole) => {
    setSaving(true);
    try {
      await adminApi.setUserRole(user.id, role);
      refresh();
    } catch (error) {
      // The reason says what to do, such as waiting until the owner confirms their email address.
      const reason = serverMessage(error);
      toast({ description: reason ? `Failed to update user role. ${reason}` : 'Failed to update user role.', type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Select
      size="small"
      value={user.role === 'admin' ? 'admin' : 'user'}
      disabled={saving}
      onChange={(event) => change(event.target.value as AssignableRole)}
      inputProps={{ 'aria-label': `Role of ${user.email}` }}
      sx={{ minWidth: 110 }}
    >
      <MenuItem value="user">User</MenuItem>
      <MenuItem value="admin">Admin</MenuItem>
    </Select>
  );
};

const StatusControl = () => {
  const user = useRecordContext<AdminUser>();
  const refresh = useRefresh();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  if (!user || user.isSuperAdmin) return null;

  const toggle = async (isActive: boolean) => {
    setSaving(true);
    try {
      await adminApi.setUserStatus(user.id, isActive);
      refresh();
    } catch {
      toast({ description: 'Failed to update user status.', type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Switch
      checked={user.isActive}
      disabled={saving}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': `${user.email} is active` } }}
    />
  );
};

/** /admin/users: every account, its role and whether it may sign in. */
export const AdminUsersPage = () => (
  <AdminPage title="User Management" subtitle="Roles and access for every account">
    <ListBase resource={ADMIN_USERS_RESOURCE} sort={{ field: 'id', order: 'ASC' }} perPage={25} disableSyncWithLocation>
      <Card sx={{ borderRadius: 3 }}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 3 }}>No users yet</Typography>}>
          <FunctionField label="Name" render={(user: AdminUser) => fullName(user)} />
          <TextField source="email" label="Email" />
          <FunctionField label="Plan" render={(user: AdminUser) => user.planType ?? '—'} />
          <FunctionField label="Role" render={() => <RoleControl />} />
          <FunctionField label="Active" render={() => <StatusControl />} />
          <DateField source="createdAt" label="Joined" />
        </Datagrid>
        <Pagination />
      </Card>
    </ListBase>
  </AdminPage>
);
