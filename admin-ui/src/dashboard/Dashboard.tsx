import { Button, Card, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { ListBase } from 'react-admin';
import { Link } from 'react-router-dom';
import { GroupEmpty } from '../groups/GroupEmpty';
import { GROUP_SORT } from '../groups/GroupList';
import { GroupTable } from '../groups/GroupTable';
import { OwnerPage } from '../owner/OwnerPage';
import { ExtensionCard } from './ExtensionCard';
import { IntegrationStatus } from './IntegrationStatus';
import { QuickActions } from './QuickActions';
import { RecentRequests } from './RecentRequests';
import { StatCards } from './StatCards';
import { SubscriptionBanner } from './SubscriptionBanner';

const DASHBOARD_GROUPS = 10;

const ConnectedGroups = () => (
  <Card component="section" aria-labelledby="connected-groups-title">
    <CardHeader
      title={
        <Typography id="connected-groups-title" component="h2" variant="h6">
          Connected Groups
        </Typography>
      }
      action={
        <Button component={Link} to="/groups" size="small">
          Manage Groups
        </Button>
      }
      sx={{ pb: 0 }}
    />
    {/* The dashboard's own copy of the list: its page and sort stay out of the address bar. */}
    <ListBase resource="groups" sort={GROUP_SORT} perPage={DASHBOARD_GROUPS} disableSyncWithLocation>
      <GroupTable empty={<GroupEmpty />} />
    </ListBase>
  </Card>
);

export const Dashboard = () => (
  <OwnerPage title="Dashboard" subtitle="Manage your Facebook group automation">
    <Stack spacing={2}>
      <SubscriptionBanner />
      <StatCards />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <RecentRequests />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <QuickActions />
            <IntegrationStatus />
            <ExtensionCard />
          </Stack>
        </Grid>
      </Grid>
      <ConnectedGroups />
    </Stack>
  </OwnerPage>
);
