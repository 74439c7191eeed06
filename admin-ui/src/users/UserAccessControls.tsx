import { Box, Chip, MenuItem, Select, Switch } from '@mui/material';
import type { ReactNode } from 'react';
import { HttpError, useRecordContext, useUpdate } from 'react-admin';
import { useToast } from '../common/useToast';
import { serverMessage } from '../providers/apiErrors';
import { ROLE_PERMISSIONS, type AdminUser, type AssignableRole } from './types';

export const SuperAdminBadge = () => <Chip label="SUPER ADMIN" color="secondary" size="small" sx={{ fontWeight: 700 }} />;

/** Keeps a click on a control in a list row from also opening the row (menus included: they bubble through portals). */
const InRow = ({ children }: { children: ReactNode }) => <Box onClick={(event) => event.stopPropagation()}>{children}</Box>;

/** A refusal that says what to do (409, 422: such as an address not confirmed yet) is shown after the failure. */
function withReason(failure: string, error: unknown) {
  const reason = error instanceof HttpError && (error.status === 409 || error.status === 422) ? serverMessage(error) : undefined;
  return reason ? `${failure} ${reason}` : failure;
}

/** Saves one change to the account through the users resource, saying so when it fails. */
function useSaveAccess(failure: string) {
  const user = useRecordContext<AdminUser>();
  const [update, { isPending }] = useUpdate<AdminUser>();
  const toast = useToast();
  const save = (data: Partial<AdminUser>) =>
    user &&
    update(
      'users',
      { id: user.id, data, previousData: user },
      { mutationMode: 'pessimistic', onError: (error) => toast({ description: withReason(failure, error), type: 'error' }) },
    );
  return { user, save, isPending };
}

/** Role user or admin, set in the list itself; super admins are badged and cannot be changed. */
export const RoleControl = () => {
  const { user, save, isPending } = useSaveAccess('Failed to update user role.');
  if (!user) return null;
  if (user.isSuperAdmin) return <SuperAdminBadge />;
  return (
    <InRow>
      <Select
        size="small"
        value={user.role === 'admin' ? 'admin' : 'user'}
        disabled={isPending}
        onChange={(event) => {
          const role = event.target.value as AssignableRole;
          save({ role, permissions: [...ROLE_PERMISSIONS[role]] });
        }}
        inputProps={{ 'aria-label': `Role of ${user.email}` }}
        sx={{ minWidth: 110 }}
      >
        <MenuItem value="user">User</MenuItem>
        <MenuItem value="admin">Admin</MenuItem>
      </Select>
    </InRow>
  );
};

/** Whether the account may sign in; switching it off signs the account out everywhere. */
export const StatusControl = () => {
  const { user, save, isPending } = useSaveAccess('Failed to update user status.');
  if (!user || user.isSuperAdmin) return null;
  return (
    <InRow>
      <Switch
        checked={user.isActive}
        disabled={isPending}
        onChange={(event) => save({ isActive: event.target.checked })}
        slotProps={{ input: { 'aria-label': `${user.email} is active` } }}
      />
    </InRow>
  );
};
