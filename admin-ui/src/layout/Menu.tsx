import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { CanAccess, Menu as RaMenu, useSidebarState } from 'react-admin';
import { useSignOut } from '../auth/useSignOut';
import { ownerSections } from './ownerSections';

export const Menu = () => {
  const [sidebarOpen] = useSidebarState();
  const signOut = useSignOut();

  return (
    <RaMenu>
      {/* Each entry shows once the auth provider's canAccess allows it. */}
      {ownerSections.map(({ path, label, icon: Icon, access }) => (
        <CanAccess key={path} action={access.action} resource={access.resource}>
          <RaMenu.Item to={path} primaryText={label} leftIcon={<Icon />} />
        </CanAccess>
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
