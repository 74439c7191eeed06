import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  AppBar,
  Box,
  Button,
  Card,
  CardHeader,
  Grid,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { LOADING_ROWS, LoadingRow } from '../dashboard/RecentRequests';
import { STAT_CARD_HEIGHT } from '../dashboard/StatCards';
import { ADD_GROUP_PARAM } from '../groups/AddGroupButton';
import { Logo } from '../layout/Logo';
import { ownerSections } from '../layout/ownerSections';
import { OWNER_SHELL_ID } from './ownerShellElement';

/** What each page's shell shows: the heading the page puts in the header, and the shape of its content. */
export const ownerShellPages = {
  '/': { title: 'Dashboard', subtitle: 'Manage your Facebook group automation' },
  '/member-requests': { title: 'Member Requests', subtitle: 'Review join requests and the decisions made on them' },
} as const;

export type OwnerShellPath = keyof typeof ownerShellPages;

const LoadingRows = ({ count }: { count: number }) => (
  <List aria-hidden>
    {Array.from({ length: count }, (_, index) => (
      <LoadingRow key={index} />
    ))}
  </List>
);

/** The dashboard as it first shows: the figures' placeholders and the latest requests' card. */
const DashboardContent = () => (
  <Stack spacing={2}>
    <Grid container spacing={2}>
      {Array.from({ length: 4 }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Skeleton variant="rounded" height={STAT_CARD_HEIGHT} />
        </Grid>
      ))}
    </Grid>
    <Card component="section" aria-labelledby="shell-recent-requests-title">
      <CardHeader
        title={
          <Typography id="shell-recent-requests-title" component="h2" variant="h6">
            Recent Member Requests
          </Typography>
        }
        action={
          <Button href="/member-requests" size="small">
            View All
          </Button>
        }
        sx={{ pb: 0 }}
      />
      <LoadingRows count={LOADING_ROWS} />
    </Card>
  </Stack>
);

/** Member requests as they first show: the filters' and the list's placeholders. */
const MemberRequestsContent = () => (
  <Stack spacing={2}>
    <Skeleton variant="rounded" height={48} />
    <Card>
      <LoadingRows count={6} />
    </Card>
  </Stack>
);

/**
 * The signed-in owner's frame as the build renders it ahead (scripts/prerender.mjs): the header with
 * the page's heading, the menu and the page's placeholders, painted before any script runs. The
 * server sends it to a signed-in owner for the pages in ownerShellPages; the app draws the real
 * frame underneath and takes the shell away once its page is in place (see ownerShellElement.ts).
 * Its links are plain links, and what its menu and notifications buttons (marked with
 * data-frame-control) are pressed for is done by the app's own buttons once the app is there.
 */
export const OwnerShell = ({ path }: { path: OwnerShellPath }) => {
  const { title, subtitle } = ownerShellPages[path];
  return (
    <Box id={OWNER_SHELL_ID} sx={{ position: 'fixed', inset: 0, zIndex: 1500, overflow: 'hidden', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        {/* Placed as react-admin's header places them, so the heading is drawn where the app draws it. */}
        <Toolbar disableGutters variant="dense" sx={{ minHeight: 48, px: 1 }}>
          <IconButton aria-label="Open menu" data-frame-control="menu" color="inherit" sx={{ mr: '4.8px', display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', width: 200, flexShrink: 0, pl: 1 }}>
            <Logo size={26} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, py: 0.5 }}>
            <Typography component="h1" sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.35 }} noWrap>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ fontSize: '0.8rem', lineHeight: 1.3, display: { xs: 'none', sm: 'block' } }}>
              {subtitle}
            </Typography>
          </Box>
          <IconButton aria-label="Refresh" color="inherit">
            <RefreshIcon />
          </IconButton>
          <IconButton aria-label="Add Group" href={`?${ADD_GROUP_PARAM}=1`} color="primary">
            <AddIcon />
          </IconButton>
          <IconButton aria-label="Notifications" data-frame-control="notifications" color="inherit">
            <NotificationsIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex' }}>
        <Box component="nav" aria-label="Menu" sx={{ display: { xs: 'none', md: 'block' }, width: 256, flexShrink: 0, pt: 1 }}>
          <List dense>
            {ownerSections
              .filter(({ path: sectionPath }) => sectionPath !== '/super-admin')
              .map(({ path: sectionPath, label, icon: Icon }) => (
                <ListItem key={sectionPath} component="a" href={sectionPath} sx={{ color: 'text.secondary', mx: 1, borderRadius: 2, width: 'auto' }}>
                  <ListItemIcon>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItem>
              ))}
          </List>
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0, pt: 3, pb: 2, px: { xs: 2, sm: 3 } }}>
          {path === '/' ? <DashboardContent /> : <MemberRequestsContent />}
        </Box>
      </Box>
    </Box>
  );
};
