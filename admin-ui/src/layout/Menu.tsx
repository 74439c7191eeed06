import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Menu as RaMenu, useGetIdentity, useSidebarState } from 'react-admin';
import { useSignOut } from '../auth/useSignOut';
import { canAccess } from '../providers/canAccess';
import type { Identity } from '../providers/authProvider';
import { ownerSections } from './ownerSections';

export const Menu = () => {
  const { identity } = useGetIdentity();
  const [sidebarOpen] = useSidebarState();
  const signOut = useSignOut();
  const user = identity as Identity | undefined;
  const sections = ownerSections.filter(({ access }) => canAccess(user, access.action, access.resource));

  return (
    <RaMenu>
      {sections.map(({ path, label, icon: Icon }) => (
        <RaMenu.Item key={path} to={path} primaryText={label} leftIcon={<Icon />} />
      ))}
      <Divider sx={{ my: 1 }} />
      {/* Posts to the logout endpoint with the XSRF header, then loads home afresh. */}
      <MenuItem
        onClick={signOut}
        aria-label="Sign Out"
        sx={{ color: 'text.secondary', mx: 1, borderRadius: 2 }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {sidebarOpen && <ListItemText>Sign Out</ListItemText>}
      </MenuItem>
    </RaMenu>
  );
};
