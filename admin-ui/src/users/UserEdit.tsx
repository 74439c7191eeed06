import { Alert, Card, CardContent } from '@mui/material';
import { BooleanInput, EditBase, Form, SaveButton, SelectInput, useRecordContext } from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';
import { ROLE_PERMISSIONS, fullName, type AdminUser, type AssignableRole } from './types';

const ASSIGNABLE_ROLES = [
  { id: 'user', name: 'User' },
  { id: 'admin', name: 'Admin (manages pricing and page content)' },
];

/** Choosing a role sets its permissions (spec section 4); the rest of the record is not the form's to change. */
function accessChanges(data: Partial<AdminUser>) {
  if (data.role === 'super_admin') return { isActive: data.isActive };
  const role = data.role as AssignableRole;
  return { role, permissions: ROLE_PERMISSIONS[role], isActive: data.isActive };
}

const AccessForm = () => {
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  const protectedAccount = user.isSuperAdmin;
  return (
    <AdminPage title={`Edit ${fullName(user) === '—' ? user.email : fullName(user)}`} subtitle={user.email}>
      <Card sx={{ borderRadius: 3, maxWidth: 640 }}>
        <CardContent>
          {protectedAccount && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Super admins' role and status cannot be changed.
            </Alert>
          )}
          <Form>
            <SelectInput
              source="role"
              label="Role"
              choices={protectedAccount ? [{ id: 'super_admin', name: 'Super admin' }] : ASSIGNABLE_ROLES}
              disabled={protectedAccount}
              fullWidth
            />
            <BooleanInput
              source="isActive"
              label="Can sign in"
              helperText="Turning this off signs the account out everywhere and revokes its API tokens."
              disabled={protectedAccount}
            />
            <SaveButton disabled={protectedAccount} sx={{ mt: 1 }} />
          </Form>
        </CardContent>
      </Card>
    </AdminPage>
  );
};

/** /admin/users/:id: role and whether the account may sign in; the server's refusals show beside the field. */
export const UserEdit = () => (
  <EditBase resource="users" mutationMode="pessimistic" redirect="show" transform={accessChanges}>
    <AccessForm />
  </EditBase>
);
