import AddIcon from '@mui/icons-material/Add';
import { Box, IconButton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { Link } from 'react-router-dom';
import { AddGroupButton, useAddGroupLocation } from '../groups/AddGroupButton';
import { Logo } from './Logo';
import { NotificationBell } from './NotificationBell';
import { usePageHeading } from './PageHeader';

const PageHeading = () => {
  const heading = usePageHeading();
  return (
    <Box sx={{ flex: 1, minWidth: 0, py: 0.5 }}>
      <Typography component="h1" sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.35 }} noWrap>
        {heading?.title}
      </Typography>
      {heading?.subtitle && (
        <Typography
          variant="body2"
          color="text.secondary"
          noWrap
          sx={{ fontSize: '0.8rem', lineHeight: 1.3, display: { xs: 'none', sm: 'block' } }}
        >
          {heading.subtitle}
        </Typography>
      )}
    </Box>
  );
};

/** On a phone the page's title needs the header's width: Add Group shrinks to its icon. */
const AddGroupIconButton = () => (
  <IconButton component={Link} to={useAddGroupLocation()} aria-label="Add Group" color="primary">
    <AddIcon />
  </IconButton>
);

const HeaderActions = () => {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Stack direction="row" spacing={isPhone ? 0 : 1} sx={{ alignItems: 'center', pr: isPhone ? 0 : 1 }}>
      <LoadingIndicator />
      {isPhone ? <AddGroupIconButton /> : <AddGroupButton size="small" />}
      <NotificationBell />
    </Stack>
  );
};

export const AppBar = () => (
  <RaAppBar
    color="inherit"
    elevation={0}
    userMenu={false}
    toolbar={<HeaderActions />}
    sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
  >
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', width: 200, flexShrink: 0 }}>
      <Logo size={26} />
    </Box>
    <PageHeading />
  </RaAppBar>
);
