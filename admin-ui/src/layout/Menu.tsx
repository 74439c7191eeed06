import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Menu as RaMenu, useGetIdentity, useSidebarState } from 'react-admin';
import { canAccess } from '../providers/canAccess';
import type { Identity } from '../providers/authProvider';
import { ownerSections } from './ownerSections';

export const Menu = () => {
  const { identity } = useGetIdentity();
  const [sidebarOpen] = useSidebarState();
  const user = identity as Identity | undefined;
  const sections = ownerSections.filter(({ access }) => canAccess(user, access.action, access.resource));

  return (
    <RaMenu>
      {sections.map(({ path, label, icon: Icon }) => (
        <RaMenu.Item key={path} to={path} primaryText={label} leftIcon={<Icon />} />
      ))}
      <Divider sx={{ my: 1 }} />
      {/* A plain link: the server ends the session and redirects home. */}
      <MenuItem
        component="a"
        href="/api/logout"
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
