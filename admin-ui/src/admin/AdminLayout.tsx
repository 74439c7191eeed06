import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import OrdersIcon from '@mui/icons-material/ReceiptLongOutlined';
import SubscriptionsIcon from '@mui/icons-material/AutorenewOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ContentIcon from '@mui/icons-material/EditNoteOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PricingIcon from '@mui/icons-material/SellOutlined';
import RequestsIcon from '@mui/icons-material/AddLinkOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import UsersIcon from '@mui/icons-material/ManageAccountsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  AppBar,
  Box,
  Button,
  CircularProgress,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';
import { LoadingIndicator, useCanAccess } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '../layout/Logo';
import { PageHeader, PageHeaderProvider, usePageHeading, type PageHeading } from '../layout/PageHeader';
import { PageOnScreen } from '../layout/PageNotification';
import { useSignOut } from '../auth/useSignOut';
import { AccessDenied } from './AccessDenied';
import { useCurrentUser } from './useCurrentUser';

interface AdminSection {
  path: string;
  label: string;
  icon: SvgIconComponent;
}

export const adminSections: readonly AdminSection[] = [
  { path: '/admin/dashboard', label: 'Dashboard', icon: DashboardIcon },
  { path: '/admin/plans', label: 'Pricing Plans', icon: PricingIcon },
  { path: '/admin/users', label: 'User Management', icon: UsersIcon },
  { path: '/admin/orders', label: 'Orders', icon: OrdersIcon },
  { path: '/admin/subscriptions', label: 'Subscriptions', icon: SubscriptionsIcon },
  { path: '/admin/content', label: 'Content Editor', icon: ContentIcon },
  { path: '/admin/analytics', label: 'Analytics', icon: AnalyticsIcon },
  { path: '/admin/integration-requests', label: 'Integration Requests', icon: RequestsIcon },
];

const OPEN_WIDTH = 240;
const CLOSED_WIDTH = 68;

const Sidebar = ({ open, onToggle }: { open: boolean; onToggle: () => void }) => {
  const { pathname } = useLocation();
  const width = open ? OPEN_WIDTH : CLOSED_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: 'width 150ms', boxSizing: 'border-box' },
      }}
    >
      <Toolbar sx={{ justifyContent: open ? 'space-between' : 'center', px: 1.5 }}>
        {open && <Logo size={26} />}
        <IconButton onClick={onToggle} aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}>
          {open ? <ChevronLeftIcon /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      <List component="nav" aria-label="Administration">
        {adminSections.map(({ path, label, icon: Icon }) => (
          <Tooltip key={path} title={open ? '' : label} placement="right">
            <ListItemButton
              component={Link}
              to={path}
              selected={pathname === path || pathname.startsWith(`${path}/`)}
              aria-label={label}
              sx={{ mx: 1, borderRadius: 2, minHeight: 44 }}
            >
              <ListItemIcon sx={{ minWidth: open ? 40 : 'auto' }}>
                <Icon />
              </ListItemIcon>
              {open && <ListItemText primary={label} />}
            </ListItemButton>
          </Tooltip>
        ))}
      </List>
    </Drawer>
  );
};

const AdminFrame = ({ children }: { children: ReactNode }) => {
  // Narrow screens start with the icons only, so the page keeps most of the width.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState<boolean | null>(null);
  const heading = usePageHeading();
  const signOut = useSignOut();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Sidebar open={open ?? !narrow} onToggle={() => setOpen((current) => !(current ?? !narrow))} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }} noWrap>
                {heading?.title}
              </Typography>
              {heading?.subtitle && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {heading.subtitle}
                </Typography>
              )}
            </Box>
            <LoadingIndicator />
            <Button component={Link} to="/" startIcon={<PublicIcon />} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              Public Site
            </Button>
            {/* On a phone the page's title needs the header's width: Logout shrinks to its icon. */}
            {phone ? (
              <IconButton aria-label="Logout" onClick={signOut} color="primary">
                <LogoutIcon />
              </IconButton>
            ) : (
              <Button variant="outlined" startIcon={<LogoutIcon />} onClick={signOut}>
                Logout
              </Button>
            )}
          </Toolbar>
        </AppBar>
        {/* Wide tables scroll inside their card on narrow screens instead of widening the page. */}
        <Box component="main" sx={{ p: { xs: 1.5, md: 3 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
          {/* A page whose code comes when shown (the analytics page) loads inside the frame. */}
          <Suspense fallback={<CircularProgress aria-label="Loading" />}>
            {children}
            <PageOnScreen />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
};

/**
 * The admin area's layout, around every page after the gate, and the one place that decides
 * who sees them: only super admins. Visitors are told and sent to the gate; signed-in people
 * without the role are sent home.
 */
export const AdminLayout = ({ children }: { children: ReactNode }) => {
  const { data: user, isPending: userPending } = useCurrentUser();
  const { canAccess: admitted, isPending: accessPending } = useCanAccess({ action: 'list', resource: 'super-admin' });
  if (userPending || accessPending) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (!user) return <AccessDenied message="Super admin access required." redirectTo="/admin" />;
  if (!admitted) return <AccessDenied message="You don't have administrator privileges." redirectTo="/" />;
  return (
    <PageHeaderProvider>
      <AdminFrame>{children}</AdminFrame>
    </PageHeaderProvider>
  );
};

interface AdminPageProps extends PageHeading {
  children?: ReactNode;
}

/** An admin page: its title and subtitle in the frame's header, and its content. */
export const AdminPage = ({ title, subtitle, children }: AdminPageProps) => (
  <>
    <PageHeader title={title} subtitle={subtitle} />
    {children}
  </>
);
